import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { arrivedSignedIn } from '../auth/authClient';
import { useSystem } from '../SystemProvider';
import * as styles from '../views/common/StatusPage.css';
import { usePageHead } from '../head/pageHead';

/** Where the identity provider sends the browser back: the login-redirect machine takes it from here. */
export const Route = createFileRoute('/auth-callback')({
  component: AuthCallbackPage,
});

function AuthCallbackPage() {
  const { login } = useSystem();
  usePageHead('Signing you in', null);
  useEffect(() => {
    login.send({ type: 'login.callback', signedIn: arrivedSignedIn(window.location.search, window.localStorage) });
  }, [login]);
  return (
    <section className={styles.page} aria-labelledby="callback-title" aria-busy="true">
      <h1 id="callback-title" className={styles.title}>
        Signing you in…
      </h1>
    </section>
  );
}
