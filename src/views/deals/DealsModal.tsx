import { useSelector } from '@xstate/react';
import type { Deal } from '@machines/coupon/coupon.types';
import type { Menu } from '@/api';
import { formatMoney } from '@/format/money';
import { dealPrice, itemExtras } from '@/product/deals';
import type { DealsRef } from '@/product/dealsActor';
import { findProduct } from '@/product/options';
import { button, textButton } from '@/styles/recipes.css';
import { Dialog } from '../common/Dialog';
import { ErrorPanel } from '../common/ErrorPanel';
import { ProductOptions } from '../product/ProductOptions';
import { DealBuilder, itemTitle } from './DealBuilder';
import * as styles from './DealsModal.css';
import * as dialogStyles from '../common/Dialog.css';

type DealsModalProps = {
  /** The deals dialog's machine in the app's system (machines/app: deals.open), with the cart's deal to reopen, if any. */
  deals: DealsRef;
  menu: Menu;
  /** The close button and Escape; once a deal is applied the machine closes the dialog itself. */
  onClose: () => void;
};

/** dealsModal (?view_all_deals=true): coupon cards, and the bundle builder with each item's options; also a cart deal's Edit. */
export function DealsModal({ deals, menu, onClose }: DealsModalProps) {
  const state = useSelector(deals, (snapshot) => snapshot);
  const { building, items, openItem, editing } = state.context;

  const title = building ? `${editing ? 'Edit your deal' : 'Build your deal'}: ${building.name}` : 'Deals';
  const item = openItem === null ? undefined : items[openItem];
  const product = item ? findProduct(menu, item.productId) : undefined;
  const customising = state.matches({ building: 'customising' }) && building && item && product && openItem !== null;

  return (
    <Dialog labelledBy="deals-title" onClose={onClose}>
      <div className={dialogStyles.sheetHead}>
        <h2 id="deals-title" className={styles.title}>
          {title}
        </h2>
        <button type="button" className={dialogStyles.closeButton} onClick={onClose} aria-label="Close deals">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {customising ? (
        <div className={styles.options}>
          <ProductOptions
            key={openItem}
            product={{
              ...product,
              productTypes: product.productTypes.filter((type) => item.sizes.some((size) => size.productTypeId === type.id)),
            }}
            initial={item.choice ?? undefined}
            withQuantity={false}
            submitLabel="Save choices"
            priceLabel={(type, selections) => {
              const extras = itemExtras(type, selections);
              return extras > 0 ? `+${formatMoney(extras)}` : 'included';
            }}
            onSubmit={(line) =>
              deals.send({
                type: 'item.save',
                choice: { productTypeId: line.productTypeId, selections: line.selections, specialRequest: line.specialRequest },
              })
            }
            headingId="deal-item-title"
            descriptionId="deal-item-description"
            headingLevel={3}
            note={`${itemTitle(building, items, openItem, menu)} · ${product.productTypes.find((type) => type.id === item.sizes[0]?.productTypeId)?.name ?? ''}, as the deal sets it. ${dealPrice(building)}, options extra.`}
            topBar={
              <button type="button" className={textButton()} onClick={() => deals.send({ type: 'item.close' })}>
                Back to your deal
              </button>
            }
          />
        </div>
      ) : (
        <div className={styles.body} aria-busy={state.hasTag('busy')}>
          {state.matches('loading') ? <p className={styles.muted}>Loading deals…</p> : null}
          {state.matches('failed') ? (
            <ErrorPanel
              title="We couldn't load deals"
              message={state.context.error ?? ''}
              onRetry={() => deals.send({ type: 'deals.retry' })}
            />
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
          {state.matches({ building: 'choosing' }) && building ? (
            <DealBuilder
              deal={building}
              items={items}
              menu={menu}
              editing={editing}
              canAdd={state.can({ type: 'bundle.add' })}
              onOpen={(index) => deals.send({ type: 'item.open', index })}
              onAdd={() => deals.send({ type: 'bundle.add' })}
              onBack={() => deals.send({ type: 'bundle.cancel' })}
            />
          ) : null}
        </div>
      )}
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
