/**
 * Issue 32 item 2: the embedded maps place a street only with its ZIP. A search for a street address
 * without one that could not be placed asks for the ZIP instead of searching from the city's centre.
 */
export const ADD_ZIP_MESSAGE = 'Add your ZIP code to see pizzerias that deliver to you';

/** Discovery §5 'ZIP: five digits, optionally a hyphen and four digits.' */
export const isZip = (text: string): boolean => /^\d{5}(-\d{4})?$/.test(text.trim());

/** A street address (a house number, then a street) that carries no ZIP. */
export function lacksZip(address: string): boolean {
  const text = address.trim();
  return /^\d+[A-Za-z]?(-\d+)?\s+\S/.test(text) && !/(^|\D)\d{5}(-\d{4})?(\D*)$/.test(text.replace(/^\d+[A-Za-z]?(-\d+)?\s+/, ''));
}

/** The address with the ZIP the shopper added: after its state ("…, NY 11201"), else as its own part. */
export function withZip(address: string, zip: string): string {
  const text = address.trim().replace(/,?\s*(USA|United States( of America)?)$/i, '');
  return /(,\s*[A-Za-z]{2}|\s[A-Z]{2})$/.test(text) ? `${text} ${zip.trim()}` : `${text}, ${zip.trim()}`;
}
