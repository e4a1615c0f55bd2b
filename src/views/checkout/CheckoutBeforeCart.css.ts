import { style } from '@vanilla-extract/css';
import { SIGN_IN_OFFER_ATTRIBUTE, STORED_CART_ATTRIBUTE } from '@/ssr/storedCartHint';

/** Shown unless the stored-cart hint said the cart holds this shop's lines. */
export const whenEmpty = style({
  selectors: { [`html[${STORED_CART_ATTRIBUTE}="filled"] &`]: { display: 'none' } },
});

/** Shown only when the stored-cart hint said the cart holds this shop's lines. */
export const whenFilled = style({
  selectors: { [`html:not([${STORED_CART_ATTRIBUTE}="filled"]) &`]: { display: 'none' } },
});

/** Shown only when the stored-cart hint said checkout will offer sign-in. */
export const whenSignInOffered = style({
  selectors: { [`html:not([${SIGN_IN_OFFER_ATTRIBUTE}="offered"]) &`]: { display: 'none' } },
});
