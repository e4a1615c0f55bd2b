import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { EMAIL_CONNECTION, SOCIAL_CONNECTIONS, type SocialProvider } from '@contract/auth';
import type { LoginOption } from '@machines/login/login.types';
import { isFlagOn } from '@/flags';
import { button } from '@/styles/recipes.css';
import { useSystem } from '@/SystemProvider';
import * as styles from './LoginView.css';

const SOCIAL: { provider: SocialProvider; label: string }[] = [
  { provider: 'google', label: 'Continue with Google' },
  { provider: 'facebook', label: 'Continue with Facebook' },
  { provider: 'apple', label: 'Continue with Apple' },
];

type SignInOptionsProps = {
  /** where a sign-in comes back to */
  returnTo: string;
  /** 'Skip and continue as a guest': a link (the /login page) or an action (checkout's modal); none where a guest cannot go on (a review) */
  skip?: { to: string } | { onSkip: () => void };
};

/** The sign-in panel's body (spec discovery §2 "Sign-in panel"): social, email sign-in and sign-up, skip, the terms. */
export function SignInOptions({ returnTo, skip }: SignInOptionsProps) {
  const { login } = useSystem();
  const leaving = useSelector(login, (state) => state.hasTag('busy'));
  const start = (option: LoginOption) => login.send({ type: 'login.start', returnTo, option });
  const skipLabel = 'Skip and continue as a guest';

  return (
    <>
      <div className={styles.options} role="group" aria-label="Ways to sign in" aria-busy={leaving}>
        {isFlagOn('web_auth0_social')
          ? SOCIAL.map(({ provider, label }) => (
              <button
                key={provider}
                type="button"
                className={button({ tone: 'secondary', block: true })}
                disabled={leaving}
                onClick={() => start({ connection: SOCIAL_CONNECTIONS[provider] })}
              >
                {label}
              </button>
            ))
          : null}
        <button
          type="button"
          className={button({ block: true })}
          disabled={leaving}
          onClick={() => start({ connection: EMAIL_CONNECTION, screenHint: 'login' })}
        >
          Log in with email
        </button>
        <button
          type="button"
          className={button({ tone: 'secondary', block: true })}
          disabled={leaving}
          onClick={() => start({ connection: EMAIL_CONNECTION, screenHint: 'signup' })}
        >
          Sign up with email
        </button>
      </div>
      {leaving ? (
        <p className={styles.notice} role="status">
          Taking you to sign in…
        </p>
      ) : null}
      {skip ? <p className={styles.divider}>or</p> : null}
      {!skip ? null : 'to' in skip ? (
        <Link to={skip.to} className={button({ tone: 'ghost', block: true })}>
          {skipLabel}
        </Link>
      ) : (
        <button type="button" className={button({ tone: 'ghost', block: true })} onClick={skip.onSkip}>
          {skipLabel}
        </button>
      )}
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
    </>
  );
}
