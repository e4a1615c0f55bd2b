import * as checkoutStyles from './Checkout.css';

/** Checkout's card fields (Stripe's or Adyen's) when their code could not load: another tender still works. */
export function CardsUnavailable() {
  return (
    <p className={checkoutStyles.sectionError}>
      Card payments could not be loaded. Please reload the page or choose another payment method.
    </p>
  );
}
