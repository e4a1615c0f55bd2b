import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { EMAIL_CONNECTION, SOCIAL_CONNECTIONS, type SocialProvider } from '@contract/auth';
import type { LoginOption } from '@machines/login/login.types';
import { LOGGED_OUT_MESSAGE } from '@machines/session/session.types';
import { isFlagOn } from '@/flags';
import { button } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import * as styles from './LoginView.css';

const SOCIAL: { provider: SocialProvider; label: string }[] = [
  { provider: 'google', label: 'Continue with Google' },
  { provider: 'facebook', label: 'Continue with Facebook' },
  { provider: 'apple', label: 'Continue with Apple' },
];

type LoginViewProps = {
  /** the callback's failure (?error=) */
  error: string | null;
  /** arrived from a logout (?loggedOut) */
  loggedOut: boolean;
  /** where a sign-in comes back to, and where Skip goes */
  returnTo: string;
};

/** The sign-in panel (signInSignUpModal's content): social, email sign-in and sign-up, or skip as a guest. */
export function LoginView({ error, loggedOut, returnTo }: LoginViewProps) {
  const { login } = useSystem();
  const leaving = useSelector(login, (state) => state.hasTag('busy'));
  const start = (option: LoginOption) => login.send({ type: 'login.start', returnTo, option });

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
        <div className={styles.options} role="group" aria-label="Ways to sign in" aria-busy={leaving}>
          {isFlagOn('web_auth0_social')
            ? SOCIAL.map(({ provider, label }) => (
                <button key={provider} type="button" className={button({ tone: 'secondary', block: true })} disabled={leaving} onClick={() => start({ connection: SOCIAL_CONNECTIONS[provider] })}>
                  {label}
                </button>
              ))
            : null}
          <button type="button" className={button({ block: true })} disabled={leaving} onClick={() => start({ connection: EMAIL_CONNECTION, screenHint: 'login' })}>
            Log in with email
          </button>
          <button type="button" className={button({ tone: 'secondary', block: true })} disabled={leaving} onClick={() => start({ connection: EMAIL_CONNECTION, screenHint: 'signup' })}>
            Sign up with email
          </button>
        </div>
        {leaving ? (
          <p className={styles.notice} role="status">
            Taking you to sign in…
          </p>
        ) : null}
        <p className={styles.divider}>or</p>
        <Link to={returnTo} className={button({ tone: 'ghost', block: true })}>
          Skip and continue as a guest
        </Link>
        <p className={styles.terms}>
          By continuing you agree to Crust's{' '}
          <a href="https://legal.crust.example/terms" rel="noopener noreferrer">
            Terms of service
          </a>{' '}
          and{' '}
          <a href="https://legal.crust.example/privacy" rel="noopener noreferrer">
            Privacy policy
          </a>
          .
        </p>
      </section>
    </div>
  );
}
