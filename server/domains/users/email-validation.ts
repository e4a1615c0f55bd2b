import { isEmailAddress } from '../../contract/contact';
import type { ValidateEmailResponse } from '../../contract/users';

/** The same rule as the checkout's contact form (server/contract/contact.ts). */
export const isValidEmail = isEmailAddress;

/** Mail domains shoppers mean most often; a near miss of one is suggested. */
const KNOWN_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'comcast.net',
  'msn.com',
  'live.com',
  'me.com',
  'mac.com',
  'ymail.com',
  'att.net',
  'verizon.net',
  'sbcglobal.net',
  'protonmail.com',
  'proton.me',
  'googlemail.com',
  'rocketmail.com',
  'cox.net',
  'charter.net',
  'optonline.net',
  'earthlink.net',
];
const KNOWN_TLDS = ['com', 'net', 'org', 'edu', 'gov', 'us', 'io', 'co', 'me', 'info', 'biz'];

/** Optimal string alignment distance (a swap of neighbours counts as one edit: 'gmial' → 'gmail'). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Likely intended domains for a typed one, best first: a known domain one or two edits away, else a top-level-domain fix. */
function domainSuggestions(domain: string): string[] {
  if (KNOWN_DOMAINS.includes(domain)) return [];
  const limit = domain.length <= 7 ? 1 : 2;
  const scored = KNOWN_DOMAINS.map((known) => ({ known, distance: editDistance(domain, known) })).filter(
    ({ distance }) => distance <= limit,
  );
  const best = Math.min(...scored.map(({ distance }) => distance));
  // only the nearest: 'gmial.com' is one swap from gmail.com, and two edits from ymail.com
  const near = scored.filter(({ distance }) => distance === best).map(({ known }) => known);
  if (near.length) return near.slice(0, 3);
  // 'example.con' → 'example.com': the name is unknown but its top-level domain is a near miss
  const dot = domain.lastIndexOf('.');
  if (dot <= 0) return [];
  const [name, tld] = [domain.slice(0, dot), domain.slice(dot + 1)];
  if (KNOWN_TLDS.includes(tld)) return [];
  const tldFix = KNOWN_TLDS.find((known) => editDistance(tld, known) === 1);
  return tldFix ? [`${name}.${tldFix}`] : [];
}

/** POST /v1/email/validate: well formed or not, and what the shopper probably meant. */
export function validateEmail(input: string): Omit<ValidateEmailResponse, 'has_account'> {
  const email = input.trim();
  const valid = isValidEmail(email);
  const at = email.lastIndexOf('@');
  const suggestions =
    at > 0 && at < email.length - 1
      ? domainSuggestions(email.slice(at + 1).toLowerCase()).map((domain) => `${email.slice(0, at)}@${domain}`)
      : [];
  return { email_address: email, valid, suggestions };
}
