import { CART_EXPIRY_MS } from '@machines/cart/cart.lines';
import { CART_STORAGE_KEY } from '../storage/cartStorage';

/** The <html> attribute the stored-cart hint sets: 'filled' or 'empty'. */
export const STORED_CART_ATTRIBUTE = 'data-checkout-cart';

/**
 * The source of an inline script for a server-rendered checkout: the server knows no cart (it is in the
 * browser's storage), so before the first paint this reads whether a fresh stored cart holds lines of the
 * shop `webSlug` and says so on <html> (STORED_CART_ATTRIBUTE); the page's CSS then shows the empty
 * checkout or the form's placeholder, and the view the scripts draw once hydrated takes the same place.
 * A loose read: the cart machine restores the cart (src/storage/cartStorage.ts) and decides.
 */
export function storedCartHintScript(webSlug: string): string {
  return (
    `(function(){var filled=false;try{var cart=JSON.parse(localStorage.getItem(${scriptString(CART_STORAGE_KEY)}));` +
    `filled=!!cart&&cart.shopWebSlug===${scriptString(webSlug)}&&Array.isArray(cart.products)&&cart.products.length>0&&Date.now()-cart.updatedAt<${CART_EXPIRY_MS};}catch(e){}` +
    `document.documentElement.setAttribute(${scriptString(STORED_CART_ATTRIBUTE)},filled?'filled':'empty');})();`
  );
}

/** A string literal for an inline script that cannot end the script element early, whatever the value holds (the URL's slug). */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
