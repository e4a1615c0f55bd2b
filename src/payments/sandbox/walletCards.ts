/** A card kept in the sandbox's wallet: one of the card sandbox's test numbers (api-routes, "Card payments"). */
export type WalletCard = { number: string; label: string };

/** What the sandbox's wallet sheet offers to pay with: the card that succeeds first, then 3-D Secure and a decline. */
export const WALLET_CARDS: readonly WalletCard[] = [
  { number: '4242424242424242', label: 'Visa •••• 4242' },
  { number: '4000002760003184', label: 'Visa •••• 3184 (asks for 3-D Secure)' },
  { number: '4000000000000002', label: 'Visa •••• 0002 (declined)' },
];

/** Which wallet the browser has: Apple Pay in Safari, Google Pay elsewhere (as the real wallets are offered). */
export type SandboxWallet = 'applePay' | 'googlePay';

export function browserWallet(userAgent: string): SandboxWallet {
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Edg\//.test(userAgent) ? 'applePay' : 'googlePay';
}

export const WALLET_NAMES: Record<SandboxWallet, string> = { applePay: 'Apple Pay', googlePay: 'Google Pay' };
/** Stripe's card.wallet.type for each. */
export const WALLET_TYPES: Record<SandboxWallet, 'apple_pay' | 'google_pay'> = { applePay: 'apple_pay', googlePay: 'google_pay' };
