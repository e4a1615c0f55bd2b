import { Link } from '@tanstack/react-router';
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
              <button type="button" className={styles.link} onClick={() => modal.send({ type: 'modal.open', name: 'supportModal' })} aria-haspopup="dialog">
                Help
              </button>
            </li>
          ) : null}
          <li>
            <Link className={styles.login} to="/login">
              Log in
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
