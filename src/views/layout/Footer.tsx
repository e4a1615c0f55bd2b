import { Logo } from './Logo';
import * as styles from './Footer.css';

const discover = [
  { label: 'Pizza near me', href: '/pizza-delivery/near-me' },
  { label: 'Pickup near me', href: '/pizza-delivery/pickup-restaurants-near-me' },
  { label: 'Top brands', href: '/pizza-delivery/top-brands' },
];
const company = [
  { label: 'About', href: '/about-us' },
  { label: 'Careers', href: '/careers' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Account', href: '/user' },
];
const legal = [
  { label: 'Terms of service', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
  { label: 'Do not sell my info', href: '/do-not-sell' },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.link} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <span className={styles.logoBadge}>
            <Logo />
          </span>
          <p className={styles.tagline}>Order straight from local pizzerias. Delivery or pickup.</p>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          <LinkColumn title="Discover" links={discover} />
          <LinkColumn title="Company" links={company} />
          <LinkColumn title="Legal" links={legal} />
        </nav>
      </div>
      <p className={styles.copyright}>© {year} Crust. All rights reserved.</p>
    </footer>
  );
}
