import { shownLoginError } from '@machines/login/login.errors';
import { LOGGED_OUT_MESSAGE } from '@machines/session/session.types';
import { SignInOptions } from './SignInOptions';
import * as styles from './LoginView.css';
import { usePageHead } from '../../head/pageHead';

type LoginViewProps = {
  /** the callback's failure (?error=) */
  error: string | null;
  /** arrived from a logout (?loggedOut) */
  loggedOut: boolean;
  /** where a sign-in comes back to, and where Skip goes */
  returnTo: string;
};

/** /login: the sign-in panel as a page, with the logged-out message or the callback's error. */
export function LoginView({ error: asked, loggedOut, returnTo }: LoginViewProps) {
  const error = shownLoginError(asked);
  usePageHead('Log in or sign up');
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Log in or sign up
        </h1>
        {loggedOut ? (
          <p className={styles.notice} role="status">
            {LOGGED_OUT_MESSAGE}
          </p>
        ) : null}
        {error ? (
          <p className={styles.notice} role="alert">
            {error}
          </p>
        ) : null}
        <SignInOptions returnTo={returnTo} skip={{ to: returnTo }} />
      </section>
    </div>
  );
}
