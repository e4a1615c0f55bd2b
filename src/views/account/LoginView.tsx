import { Link } from '@tanstack/react-router';
import { button } from '@/styles/recipes.css';
import * as styles from '../common/StatusPage.css';

/** Sign-in arrives with accounts; until then every order is a guest order. */
export function LoginView({ error, loggedOut }: { error: string | null; loggedOut: boolean }) {
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Log in
      </h1>
      {error ? (
        <p className={styles.text} role="alert">
          {error}
        </p>
      ) : null}
      {loggedOut ? <p className={styles.text}>You have been logged out.</p> : null}
      <p className={styles.text}>Accounts are on their way. For now, order as a guest — no account needed.</p>
      <Link to="/" className={button({ size: 'lg' })}>
        Order as a guest
      </Link>
    </section>
  );
}
