import { createFileRoute, Link } from '@tanstack/react-router';
import { button } from '../styles/recipes.css';
import * as styles from '../views/common/StatusPage.css';
import { usePageHead } from '../head/pageHead';

export const Route = createFileRoute('/paypal-return')({
  component: PaypalReturnPage,
});

/**
 * PayPal's return page. In PayPal's approval window it never renders (main.tsx reports to the checkout
 * and closes the window instead); opened on its own, the checkout that asked for it is gone.
 */
function PaypalReturnPage() {
  usePageHead('PayPal finished', null);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>PayPal finished</h1>
      <p className={styles.text}>Go back to your checkout to finish placing your order.</p>
      <Link to="/" className={button({})}>
        Back to Crust
      </Link>
    </main>
  );
}
