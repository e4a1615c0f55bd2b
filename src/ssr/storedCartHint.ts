import { CART_EXPIRY_MS } from '@machines/cart/cart.lines';
import { SIGN_IN_PROMPT_STORAGE_KEY } from '@machines/signInPrompt/signInPrompt.types';
import { STORED_SESSION_KEY_PREFIX } from '../auth/storedSession';
import { CART_STORAGE_KEY } from '../storage/cartStorage';

/** The <html> attribute the stored-cart hint sets: 'filled' or 'empty'. */
export const STORED_CART_ATTRIBUTE = 'data-checkout-cart';

/** The <html> attribute the stored-cart hint sets: 'offered' when checkout will offer sign-in (signInPrompt), else 'not-offered'. */
export const SIGN_IN_OFFER_ATTRIBUTE = 'data-checkout-sign-in';

/**
 * The source of an inline script for a server-rendered checkout: the server knows no cart (it is in the
 * browser's storage), so before the first paint this reads whether a fresh stored cart holds lines of the
 * shop `webSlug` and says so on <html> (STORED_CART_ATTRIBUTE); the page's CSS then shows the empty
 * checkout or the form's placeholder, and the view the scripts draw once hydrated takes the same place.
 * It also says whether the sign-in offer will open over that form (SIGN_IN_OFFER_ATTRIBUTE), by the
 * signInPrompt machine's rules as storage shows them: a cart to order, no stored session, not skipped
 * before; the modal's placeholder is then painted with the page, the modal itself once the scripts run.
 * A loose read: the cart machine restores the cart (src/storage/cartStorage.ts), the session and the
 * signInPrompt machines decide.
 */
export function storedCartHintScript(webSlug: string): string {
  return (
    `(function(){var filled=false,offered=false;try{var cart=JSON.parse(localStorage.getItem(${scriptString(CART_STORAGE_KEY)}));` +
    `filled=!!cart&&cart.shopWebSlug===${scriptString(webSlug)}&&Array.isArray(cart.products)&&cart.products.length>0&&Date.now()-cart.updatedAt<${CART_EXPIRY_MS};` +
    `var session=false;for(var i=0;i<localStorage.length;i++){if(String(localStorage.key(i)).indexOf(${scriptString(STORED_SESSION_KEY_PREFIX)})===0)session=true;}` +
    `offered=filled&&!session&&localStorage.getItem(${scriptString(SIGN_IN_PROMPT_STORAGE_KEY)})!=='false';}catch(e){}` +
    `var html=document.documentElement;html.setAttribute(${scriptString(STORED_CART_ATTRIBUTE)},filled?'filled':'empty');` +
    `html.setAttribute(${scriptString(SIGN_IN_OFFER_ATTRIBUTE)},offered?'offered':'not-offered');})();`
  );
}

/** A string literal for an inline script that cannot end the script element early, whatever the value holds (the URL's slug). */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
