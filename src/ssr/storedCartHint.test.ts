import { describe, expect, it } from 'vitest';
import { CART_EXPIRY_MS } from '@machines/cart/cart.lines';
import { CART_STORAGE_KEY } from '../storage/cartStorage';
import { SIGN_IN_PROMPT_STORAGE_KEY } from '@machines/signInPrompt/signInPrompt.types';
import { SIGN_IN_OFFER_ATTRIBUTE, STORED_CART_ATTRIBUTE, storedCartHintScript } from './storedCartHint';

const slug = 'ny/brooklyn/11201/brooklyn-slice-house';

/** Runs the inline script against a stubbed localStorage and <html> (the browser's, at the boundary); returns what it set. */
function hintsFor(entries: Record<string, string>, webSlug = slug): Record<string, string> {
  const attributes: Record<string, string> = {};
  const keys = Object.keys(entries);
  const localStorage = { getItem: (key: string) => entries[key] ?? null, key: (index: number) => keys[index] ?? null, length: keys.length };
  const document = { documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) } };
  new Function('localStorage', 'document', storedCartHintScript(webSlug))(localStorage, document);
  return attributes;
}

const hintFor = (stored: string | null, webSlug = slug) =>
  hintsFor(stored === null ? {} : { [CART_STORAGE_KEY]: stored }, webSlug)[STORED_CART_ATTRIBUTE];
const offerFor = (entries: Record<string, string>) => hintsFor(entries)[SIGN_IN_OFFER_ATTRIBUTE];

const cart = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ shopWebSlug: slug, products: [{ id: 1 }], updatedAt: Date.now(), ...fields });

describe('storedCartHintScript', () => {
  it("says filled for a fresh stored cart with this shop's lines", () => {
    expect(hintFor(cart())).toBe('filled');
  });

  it('says empty for no cart, an empty cart, another shop, an expired cart or unreadable storage', () => {
    expect(hintFor(null)).toBe('empty');
    expect(hintFor(cart({ products: [] }))).toBe('empty');
    expect(hintFor(cart({ shopWebSlug: 'ny/new_york/10003/union-square-slice' }))).toBe('empty');
    expect(hintFor(cart({ updatedAt: Date.now() - CART_EXPIRY_MS - 1 }))).toBe('empty');
    expect(hintFor('{not json')).toBe('empty');
  });

  it('cannot end its script element early, whatever the slug holds, and still compares it', () => {
    const hostile = 'ny/x/11201/</script><script>alert(1)</script>';
    expect(storedCartHintScript(hostile)).not.toContain('</');
    expect(hintFor(cart({ shopWebSlug: hostile }), hostile)).toBe('filled');
  });

  it('says the sign-in offer opens for a guest with a cart to order who has not skipped it', () => {
    expect(offerFor({ [CART_STORAGE_KEY]: cart() })).toBe('offered');
    expect(offerFor({ [CART_STORAGE_KEY]: cart(), [SIGN_IN_PROMPT_STORAGE_KEY]: 'true' })).toBe('offered');
  });

  it('says no sign-in offer with an empty cart, after a skip, or with a stored session', () => {
    expect(offerFor({})).toBe('not-offered');
    expect(offerFor({ [CART_STORAGE_KEY]: cart({ products: [] }) })).toBe('not-offered');
    expect(offerFor({ [CART_STORAGE_KEY]: cart(), [SIGN_IN_PROMPT_STORAGE_KEY]: 'false' })).toBe('not-offered');
    // as auth0-spa-js keys it with cacheLocation 'localstorage' (model-tests/support/accounts.ts writes the same)
    expect(offerFor({ [CART_STORAGE_KEY]: cart(), '@@auth0spajs@@::client::audience::openid profile email offline_access': '{}' })).toBe(
      'not-offered',
    );
  });
});
