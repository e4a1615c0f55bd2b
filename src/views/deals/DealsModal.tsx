import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { productConditions, type Deal } from '@machines/coupon/coupon.types';
import type { Menu } from '@/api';
import { dealPrice } from '@/product/deals';
import { dealsWithEffects } from '@/product/dealsActor';
import type { CartRef } from '@/system';
import { button } from '@/styles/recipes.css';
import { Dialog } from '../common/Dialog';
import { ErrorPanel } from '../common/ErrorPanel';
import * as styles from './DealsModal.css';
import * as dialogStyles from '../common/Dialog.css';

/** dealsModal (?view_all_deals=true): coupon cards and the bundle builder. */
export function DealsModal({ menu, cart, onClose }: { menu: Menu; cart: CartRef; onClose: () => void }) {
  const deals = useActorRef(dealsWithEffects(menu, cart), { input: { shopId: menu.shopId } });
  const state = useSelector(deals, (snapshot) => snapshot);
  const applied = state.matches('applied');

  useEffect(() => {
    if (applied) onClose();
  }, [applied, onClose]);

  return (
    <Dialog labelledBy="deals-title" onClose={onClose}>
      <div className={dialogStyles.sheetHead}>
        <h2 id="deals-title" className={styles.title}>
          {state.context.building ? `Build your deal: ${state.context.building.name}` : 'Deals'}
        </h2>
        <button type="button" className={dialogStyles.closeButton} onClick={onClose} aria-label="Close deals">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body} aria-busy={state.hasTag('busy')}>
        {state.matches('loading') ? <p className={styles.muted}>Loading deals…</p> : null}
        {state.matches('failed') ? (
          <ErrorPanel title="We couldn't load deals" message={state.context.error ?? ''} onRetry={() => deals.send({ type: 'deals.retry' })} />
        ) : null}
        {state.matches('browsing') ? (
          state.context.deals.length === 0 ? (
            <p className={styles.muted}>This pizzeria has no deals right now.</p>
          ) : (
            <ul className={styles.cards} aria-label="Deals">
              {state.context.deals.map((deal) => (
                <li key={deal.id}>
                  <DealCard deal={deal} onSelect={() => deals.send({ type: 'deal.select', couponId: deal.id })} />
                </li>
              ))}
            </ul>
          )
        ) : null}
        {state.matches('building') && state.context.building ? (
          <fieldset className={styles.builder}>
            <legend className={styles.muted}>Pick the items for this deal. {dealPrice(state.context.building)}.</legend>
            {productConditions(state.context.building).map((condition) => (
              <label key={condition.id} className={styles.pick}>
                <input
                  type="checkbox"
                  checked={state.context.picked.includes(condition.id)}
                  onChange={() => deals.send({ type: 'bundle.pick', conditionId: condition.id })}
                />
                <span>
                  {condition.customerText}
                  {condition.productType ? <span className={styles.muted}> · {condition.productType.name}</span> : null}
                </span>
              </label>
            ))}
            <div className={styles.actions}>
              <button type="button" className={button({ tone: 'secondary' })} onClick={() => deals.send({ type: 'bundle.cancel' })}>
                Back to deals
              </button>
              <button
                type="button"
                className={button()}
                disabled={!state.can({ type: 'bundle.add' })}
                onClick={() => deals.send({ type: 'bundle.add' })}
              >
                Add deal to cart
              </button>
            </div>
          </fieldset>
        ) : null}
      </div>
    </Dialog>
  );
}

function DealCard({ deal, onSelect }: { deal: Deal; onSelect: () => void }) {
  const titleId = `deal-${deal.id}`;
  // The name starts with the visible text (label-content-name-match) and says which deal.
  const verb = deal.pricingType === 'bundle_price' ? 'Build this deal' : 'Apply deal';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <p className={styles.price}>{dealPrice(deal)}</p>
      <h3 id={titleId} className={styles.cardTitle}>
        {deal.name}
      </h3>
      <p className={styles.muted}>{deal.description}</p>
      {deal.conditions.length ? (
        <ul className={styles.conditions}>
          {deal.conditions.map((condition) => (
            <li key={condition.id}>{condition.customerText}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" className={button({ size: 'sm' })} onClick={onSelect} aria-label={`${verb}: ${deal.name}`}>
        {verb}
      </button>
    </article>
  );
}
