import { Link, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { usePageHydrated } from '@/ssr/useHydrated';
import { isFlagOn } from '@/flags';
import { useSystem } from '@/SystemProvider';
import { Logo } from './Logo';
import * as styles from './Navbar.css';

export function Navbar() {
  const { modal } = useSystem();
  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label="Main">
        <Link to="/" className={styles.home} aria-label="Crust">
          <Logo />
        </Link>
        <ul className={styles.links}>
          <li className={styles.desktopOnly}>
            <a className={styles.link} href="/about-us">
              About
            </a>
          </li>
          <li className={styles.desktopOnly}>
            <a className={styles.link} href="/owners">
              Restaurant Owners
            </a>
          </li>
          {isFlagOn('web_salesforce_messaging_support') ? (
            <li className={styles.mobileOnly}>
              <button
                type="button"
                className={styles.link}
                onClick={() => modal.send({ type: 'modal.open', name: 'supportModal' })}
                aria-haspopup="dialog"
              >
                Help
              </button>
            </li>
          ) : null}
          <li>
            <AccountLink />
          </li>
        </ul>
      </nav>
    </header>
  );
}

/**
 * 'Log in' for a guest (coming back to this page), the account for a signed-in shopper. A
 * server-rendered page shows 'Log in' until it is hydrated: the session is the browser's to know.
 */
function AccountLink() {
  const { session } = useSystem();
  const hydrated = usePageHydrated();
  const user = useSelector(session, (state) => (state.matches('authenticated') ? state.context.user : null));
  const here = useRouterState({ select: (state) => state.location.href });
  if (hydrated && user) {
    return (
      <Link className={styles.login} to="/user" aria-label={`Your account, ${user.firstName}`}>
        {user.firstName || 'Account'}
      </Link>
    );
  }
  const redirect = here.startsWith('/login') || here.startsWith('/auth-callback') ? undefined : here;
  return (
    <Link className={styles.login} to="/login" search={{ redirect }}>
      Log in
    </Link>
  );
}
