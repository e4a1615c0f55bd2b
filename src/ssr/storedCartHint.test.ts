import { describe, expect, it } from 'vitest';
import { CART_EXPIRY_MS } from '@machines/cart/cart.lines';
import { CART_STORAGE_KEY } from '../storage/cartStorage';
import { STORED_CART_ATTRIBUTE, storedCartHintScript } from './storedCartHint';

const slug = 'ny/brooklyn/11201/brooklyn-slice-house';

/** Runs the inline script against a stubbed localStorage and <html> (the browser's, at the boundary); returns what it set. */
function hintFor(stored: string | null, webSlug = slug): string | undefined {
  const attributes: Record<string, string> = {};
  const localStorage = { getItem: (key: string) => (key === CART_STORAGE_KEY ? stored : null) };
  const document = { documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) } };
  new Function('localStorage', 'document', storedCartHintScript(webSlug))(localStorage, document);
  return attributes[STORED_CART_ATTRIBUTE];
}

const cart = (fields: Record<string, unknown> = {}) => JSON.stringify({ shopWebSlug: slug, products: [{ id: 1 }], updatedAt: Date.now(), ...fields });

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
});
