import { useRouterState } from '@tanstack/react-router';
import { showConsentLink } from '@/flags';
import { FooterNearbyShops, FooterPreloadedNearbyShops } from './FooterNearbyShops';
import { useFooterNearbyShops, usePreloadedNearbyShops } from './footerNearby';
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
  // /user is the account for a signed-in shopper and its log-in prompt for a guest
  { label: 'Account', href: '/user' },
];
/** External pages (spec §2: privacy, terms and do-not-sell are external links). */
const legal = [
  { label: 'Terms of service', href: 'https://legal.crust.example/terms', external: true },
  { label: 'Privacy', href: 'https://legal.crust.example/privacy', external: true },
  { label: 'Do not sell my info', href: 'https://legal.crust.example/do-not-sell', external: true },
];

type FooterLink = { label: string; href: string; external?: boolean };

function LinkColumn({ title, links, children }: { title: string; links: FooterLink[]; children?: React.ReactNode }) {
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.link} href={link.href} {...(link.external ? { rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const nearby = useFooterNearbyShops();
  const rendered = usePreloadedNearbyShops();
  return (
    <footer className={styles.footer}>
      {nearby ? <FooterNearbyShops nearby={nearby} /> : rendered ? <FooterPreloadedNearbyShops shops={rendered} /> : null}
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
          <LinkColumn title="Legal" links={legal}>
            {showConsentLink(searchStr) ? (
              <li>
                <button type="button" className={styles.link} onClick={() => window.dispatchEvent(new Event('crust:manage-preferences'))}>
                  Manage Preferences
                </button>
              </li>
            ) : null}
          </LinkColumn>
        </nav>
      </div>
      <p className={styles.copyright}>© {year} Crust. All rights reserved.</p>
    </footer>
  );
}
