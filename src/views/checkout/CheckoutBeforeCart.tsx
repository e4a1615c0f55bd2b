import type { Shop } from '@/api';
import { storedCartHintScript } from '@/ssr/storedCartHint';
import { CheckoutSkeleton, EmptyCheckout } from './CheckoutView';
import { SignInSignUpModalPlaceholder } from './SignInSignUpModal';
import * as styles from './CheckoutBeforeCart.css';

/**
 * Checkout as the server renders it and the browser hydrates it, before the cart is known: both the
 * empty checkout and the form's placeholder (with the shop's heading), and the stored-cart hint that
 * shows the one the cart will need before the first paint, so nothing jumps when the cart is read; over the
 * placeholder, the sign-in offer's when the hint says a guest will get it.
 */
export function CheckoutBeforeCart({ webSlug, shop, path }: { webSlug: string; shop: Shop | null; path: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: storedCartHintScript(webSlug) }} />
      <div className={styles.whenEmpty}>
        <EmptyCheckout webSlug={webSlug} />
      </div>
      <div className={styles.whenFilled}>
        <CheckoutSkeleton shop={shop} />
      </div>
      <div className={styles.whenSignInOffered}>
        <SignInSignUpModalPlaceholder returnTo={path} />
      </div>
    </>
  );
}
