import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { RestaurantPromo } from '@/api/restaurantPromo';
import { formatMoney } from '@/format/money';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import { button, fieldInput, fieldLabel } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import * as page from '../content/ContentPageView.css';
import * as styles from './RestaurantPromoView.css';
import { usePageHead } from '../../head/pageHead';

/** checkout §8's promo texts, as the cart shows them. */
const CARD_ONLY = 'Promo codes are only valid on credit or debit card payments.';
const INVALID = "This promo code isn't valid.";

const worth = (promo: RestaurantPromo) =>
  promo.promoPercentAmount > 0 ? `${promo.promoPercentAmount}% off` : `${formatMoney(promo.promoFlatAmount)} off`;

/**
 * The restaurant promo-code page (/restaurant-promo): a shopper holding a code a pizzeria gave out types it
 * and sees what it takes off and where it is good. The form is a plain GET of this page with ?code=, so the
 * answer is the page's own (rendered on the server, and shareable as a link).
 */
export function RestaurantPromoView({ code, promo }: { code: string | null; promo: LoaderRef<RestaurantPromo> }) {
  const id = useId();
  usePageHead('Restaurant promo code');
  return (
    <article className={page.page} aria-labelledby={`${id}-title`}>
      <header className={page.hero}>
        <h1 id={`${id}-title`} className={page.title}>
          Restaurant promo code
        </h1>
        <p className={page.lead}>Got a promo code from a pizzeria? Check what it takes off and where you can use it.</p>
      </header>
      <form className={styles.form} method="get" action="/restaurant-promo" aria-label="Check a promo code">
        <div className={styles.field}>
          <label htmlFor={`${id}-code`} className={fieldLabel}>
            Promo code
          </label>
          <input
            id={`${id}-code`}
            name="code"
            className={`${fieldInput} ${styles.code}`}
            defaultValue={code ?? ''}
            maxLength={50}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </div>
        <button type="submit" className={button({ size: 'lg' })}>
          Check code
        </button>
      </form>
      {code ? <PromoAnswer code={code} promo={promo} /> : null}
    </article>
  );
}

function PromoAnswer({ code, promo }: { code: string; promo: LoaderRef<RestaurantPromo> }) {
  const { status, data, error, notFound } = useLoaded(promo);
  if (notFound) {
    return (
      <p className={styles.refused} role="alert">
        {error?.message || INVALID}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <ErrorPanel
        title="We couldn't check this code"
        message={error?.message ?? 'Something went wrong, please try again.'}
        onRetry={() => promo.send({ type: 'load.retry' })}
      />
    );
  }
  if (!data) {
    return (
      <p className={styles.note} role="status">
        Checking {code.toUpperCase()}…
      </p>
    );
  }
  return (
    <section className={styles.answer} aria-label={`Promo code ${data.tag}`}>
      <h2 className={styles.worth}>
        {data.tag}: {worth(data)}
      </h2>
      <p>{data.shop ? `Good at ${data.shop.name}.` : 'Good at every pizzeria on Crust.'}</p>
      <p className={styles.note}>{CARD_ONLY}</p>
      <p className={styles.note}>Enter {data.tag} under Promo code in your cart before you check out.</p>
      <p>
        {data.shop ? (
          <a href={data.shop.storefrontPath} className={`${button({ size: 'lg' })} ${styles.action}`}>
            Order from {data.shop.name}
          </a>
        ) : (
          <Link to="/" className={`${button({ size: 'lg' })} ${styles.action}`}>
            Find a pizzeria
          </Link>
        )}
      </p>
    </section>
  );
}
