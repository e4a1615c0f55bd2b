import { Link } from '@tanstack/react-router';
import { Logo } from './Logo';
import * as styles from './Navbar.css';

export function Navbar() {
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
