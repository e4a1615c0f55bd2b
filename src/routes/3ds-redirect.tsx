import { createFileRoute, Link } from '@tanstack/react-router';
import { button } from '../styles/recipes.css';
import * as styles from '../views/common/StatusPage.css';
import { usePageHead } from '../head/pageHead';

export const Route = createFileRoute('/3ds-redirect')({
  component: ChallengeReturnPage,
});

/**
 * The payment-redirect return page. Inside threeDSecureModal's frame it never renders (main.tsx reports
 * to the checkout around it instead); opened on its own, the checkout that asked for it is gone.
 */
function ChallengeReturnPage() {
  usePageHead('Card verification finished', null);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Card verification finished</h1>
      <p className={styles.text}>Go back to your checkout to finish placing your order.</p>
      <Link to="/" className={button({})}>
        Back to Crust
      </Link>
    </main>
  );
}
