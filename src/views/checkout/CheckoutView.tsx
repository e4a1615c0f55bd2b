import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { CartProduct } from '@machines/cart/cart.types';
import { CHECKOUT_MESSAGES } from '@machines/checkout/contact.rules';
import { isWalletTender, WALLET_LABELS } from '@machines/walletPayment/walletPayment.rules';
import type { Shop } from '@/api';
import type { CheckoutRef } from '@/effects/checkout';
import type { SaveCardRef } from '@/effects/saveCard';
import type { SavedCardsRef } from '@/effects/savedCards';
import { shopRouteParams } from '@/format/shopPath';
import type { CartRef, ReceiptRef } from '@/system';
import { button } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import { ErrorPanel } from '../common/ErrorPanel';
import { Skeleton } from '../common/Skeleton';
import { CartReviewSection } from './CartReviewSection';
import { CheckoutErrorSummary } from './CheckoutErrorSummary';
import { ContactSection } from './ContactSection';
import { OrderInformationSection } from './OrderInformationSection';
import { LostConnectionNotice } from './LostConnectionNotice';
import { NewCardModal } from './NewCardModal';
import { PaymentSection } from './PaymentSection';
import { ThreeDSecureModal } from './ThreeDSecureModal';
import * as styles from './Checkout.css';

type CheckoutViewProps = {
  shop: Shop;
  checkout: CheckoutRef;
  receipt: ReceiptRef;
  cart: CartRef;
  cartProducts: CartProduct[];
  savedCards: SavedCardsRef;
  saveCard: SaveCardRef;
};

export function CheckoutView({ shop, checkout, receipt, cart, cartProducts, savedCards, saveCard }: CheckoutViewProps) {
  const busy = useSelector(checkout, (state) => state.hasTag('busy'));
  const placed = useSelector(checkout, (state) => state.matches('placed'));
  const canSubmit = useSelector(checkout, (state) => state.can({ type: 'order.submit' }));
  // a wallet pays from the order's button: usable once its intent is made for this order (checkout §4)
  const wallet = useSelector(checkout, (state) => (isWalletTender(state.context.tender) ? state.context.tender : null));
  const walletReady = useSelector(checkout, (state) => state.context.wallet.status === 'ready');
  const cartError = useSelector(checkout, (state) => state.context.errors.cartReview.cart);
  const forDelivery = useSelector(checkout, (state) => state.context.forDelivery);
  const signedIn = useSelector(useSystem().session, (state) => state.matches('authenticated'));

  if (placed) {
    return (
      <div className={styles.page}>
        <div className={styles.emptyCart} role="status">
          <h1 className={styles.title}>Order placed!</h1>
          <p className={styles.subtitle}>Taking you to your order…</p>
        </div>
      </div>
    );
  }

  if (cartProducts.length === 0) return <EmptyCheckout webSlug={shop.webSlug} />;

  return (
    <div className={styles.page}>
      <CheckoutTitle shop={shop} />
      <form
        className={styles.columns}
        noValidate
        aria-label="Checkout"
        onSubmit={(event) => {
          event.preventDefault();
          checkout.send({ type: 'order.submit' });
        }}
      >
        <div className={styles.formColumn}>
          <ContactSection checkout={checkout} />
          <OrderInformationSection checkout={checkout} shop={shop} signedIn={signedIn} />
          <PaymentSection checkout={checkout} savedCards={savedCards} saveCard={saveCard} />
        </div>
        <div className={styles.aside}>
          <CartReviewSection receipt={receipt} cart={cart} cartProducts={cartProducts} forDelivery={forDelivery} cartError={cartError} />
          <div className={styles.placeOrder}>
            <LostConnectionNotice checkout={checkout} />
            <CheckoutErrorSummary checkout={checkout} />
            <button
              type="submit"
              className={button({ size: 'lg', block: true, tone: wallet ? 'wallet' : 'primary' })}
              disabled={!canSubmit || (wallet !== null && !walletReady)}
              aria-busy={busy}
            >
              {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
              {wallet ? `Pay with ${WALLET_LABELS[wallet]}` : 'Place order'}
            </button>
          </div>
        </div>
      </form>
      <ThreeDSecureModal checkout={checkout} />
      <NewCardModal saveCard={saveCard} />
    </div>
  );
}

export function CheckoutLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.page}>
      <ErrorPanel title="We couldn't load checkout" message={message} onRetry={onRetry} />
    </div>
  );
}

/**
 * Checkout with nothing in the cart for this shop. It needs only the shop's web slug (the route's), so
 * checkout shows it at once while the shop loads: the page does not jump from a form-sized placeholder.
 */
export function EmptyCheckout({ webSlug }: { webSlug: string }) {
  return (
    <div className={styles.page}>
      <div className={styles.emptyCart}>
        <h1 className={styles.title}>Checkout</h1>
        <p>{CHECKOUT_MESSAGES.cartEmpty}</p>
        <Link to="/restaurants/$state/$city/$zip/$slug/menu" params={shopRouteParams(webSlug)} className={button({ size: 'lg' })}>
          Back to the menu
        </Link>
      </div>
    </div>
  );
}

/** The page's heading: the way back to the shop's menu and the shop ordered from. */
function CheckoutTitle({ shop }: { shop: Shop }) {
  return (
    <div className={styles.titleRow}>
      <Link to="/restaurants/$state/$city/$zip/$slug/menu" params={shopRouteParams(shop.webSlug)} className={styles.lineDetail}>
        ← Back to {shop.name}
      </Link>
      <h1 className={styles.title}>Checkout</h1>
      <p className={styles.subtitle}>Ordering from {shop.name}</p>
    </div>
  );
}

/** Checkout while what the form starts from loads; with the shop known, its heading is the form's own. */
export function CheckoutSkeleton({ shop = null }: { shop?: Shop | null }) {
  return (
    <div className={styles.page} aria-busy="true" aria-label="Loading checkout">
      {shop ? <CheckoutTitle shop={shop} /> : <Skeleton width="220px" height="36px" />}
      <div className={styles.columns}>
        <div className={styles.formColumn}>
          <Skeleton height="260px" radius="16px" />
          <Skeleton height="220px" radius="16px" />
        </div>
        <Skeleton height="320px" radius="16px" />
      </div>
    </div>
  );
}
