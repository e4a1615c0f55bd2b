import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { selectError, selectOrder } from '@machines/shopOrder/shopOrder.types';
import { formatPhone } from '@machines/accountUpdate/accountUpdate.rules';
import type { OrderOptionType } from '@contract';
import { CUSTOMER_CANCEL_REASON } from '@contract/order-cancel';
import type { BoardOrder } from '@/api/board';
import { shopOrderWithEffects, type ShopOrderRef } from '@/effects/board';
import { formatMoney } from '@/format/money';
import { ORDER_OPTION_TEXTS } from '@/format/orderOptions';
import { button } from '@/styles/recipes.css';
import * as styles from './OrderCard.css';

export const PREP_MINUTES = [10, 15, 20, 30, 45, 60];
export const LATE_MINUTES = [10, 15, 20, 30];
export const DECLINE_REASONS = [
  "We're out of an ingredient",
  'The kitchen is too busy',
  "We're closing soon",
  "We can't deliver to this address",
];

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
const HALVES: Record<string, string> = { first_half: 'First half', second_half: 'Second half' };
const tapKey = () => crypto.randomUUID();

/** One order on the board, driven by its own shopOrder actor; the board's newer copy of the order moves it too. */
export function OrderCard({ shopId, order: fromBoard, isNew }: { shopId: number; order: BoardOrder; isNew: boolean }) {
  const ref = useActorRef(shopOrderWithEffects, { input: { shopId, order: fromBoard } });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.send({ type: 'order.updated', order: fromBoard });
  }, [ref, fromBoard]);
  const order = useSelector(ref, selectOrder) as BoardOrder;
  const titleId = useId();
  const kind = order.shipping_type === 'delivery' ? 'Delivery' : 'Pickup';
  const waiting = order.status === 'placed' && order.escalated_at ? waitedMinutes(order.placed_at, order.escalated_at) : null;
  return (
    <article className={waiting ? styles.cardEscalated : isNew ? styles.cardNew : styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          Order #{order.number}
        </h3>
        <span className={styles.kind}>{kind}</span>
        {isNew ? <span className={styles.newBadge}>New</span> : null}
      </header>
      {waiting !== null ? <p className={styles.waiting}>{`Waiting ${waiting} min — accept or decline`}</p> : null}
      <p className={styles.when}>
        {order.scheduled_at ? `Scheduled for ${clock(order.scheduled_at)}` : `ASAP · due ${clock(order.max_eta)}`}
        {order.delay_minutes > 0 ? ` · running ${order.delay_minutes} min late` : ''}
      </p>
      <ul className={styles.items} aria-label="Items">
        {order.items.map((item, index) => (
          <li key={index}>
            <strong>
              {item.quantity} × {item.name}
            </strong>
            {item.selections.length > 0 ? (
              <ul className={styles.selections}>
                {item.selections.map((selection, i) => (
                  <li key={i}>
                    {selection.area && HALVES[selection.area] ? `${HALVES[selection.area]}: ${selection.name}` : selection.name}
                  </li>
                ))}
              </ul>
            ) : null}
            {item.special_request ? <p className={styles.note}>“{item.special_request}”</p> : null}
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>Customer</dt>
          <dd>
            {order.customer.first_name} ·{' '}
            <a className={styles.phone} href={`tel:${order.customer.phone}`}>
              {formatPhone(order.customer.phone)}
            </a>
          </dd>
        </div>
        {order.delivery ? (
          <div>
            <dt>Deliver to</dt>
            <dd>{[order.delivery.address, order.delivery.address2, order.delivery.city].filter(Boolean).join(', ')}</dd>
          </div>
        ) : null}
        {order.delivery?.instruction ? (
          <div>
            <dt>Instructions</dt>
            <dd>{order.delivery.instruction}</dd>
          </div>
        ) : null}
        {order.order_option_types.length > 0 ? (
          <div>
            <dt>Options</dt>
            <dd>{order.order_option_types.map((type) => ORDER_OPTION_TEXTS[type as OrderOptionType]?.label ?? type).join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>Payment</dt>
          <dd>{paymentText(order)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatMoney(order.payment.total)} (tip {formatMoney(order.payment.tip)})
          </dd>
        </div>
        {order.payment.refunded_amount > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd>{formatMoney(order.payment.refunded_amount)}</dd>
          </div>
        ) : null}
        {order.adjusted_amount > 0 && order.payment.method === 'cash' ? (
          <div>
            <dt>Adjusted</dt>
            <dd>−{formatMoney(order.adjusted_amount)}</dd>
          </div>
        ) : null}
      </dl>
      <OrderActions orderRef={ref} order={order} />
    </article>
  );
}

/** How long the order had waited when the server escalated it: whole minutes, at least one. */
const waitedMinutes = (placedAt: string, escalatedAt: string) =>
  Math.max(1, Math.round((new Date(escalatedAt).getTime() - new Date(placedAt).getTime()) / 60_000));

function paymentText({ payment }: BoardOrder): string {
  if (payment.method === 'cash') return 'Cash at the door';
  if (payment.method === 'paypal') return `PayPal, ${payment.status.replace('_', ' ')}`;
  const card = payment.wallet ?? (payment.card_brand ? `${payment.card_brand} •••• ${payment.last_four ?? ''}`.trim() : 'Card');
  return `${card}, ${payment.status.replace('_', ' ')}`;
}

/** The card's buttons: what its shopOrder machine can do now. */
function OrderActions({ orderRef, order }: { orderRef: ShopOrderRef; order: BoardOrder }) {
  const snapshot = useSelector(orderRef, (s) => s);
  const error = useSelector(orderRef, selectError);
  const busy = snapshot.hasTag('busy');
  const [panel, setPanel] = useState<'decline' | 'adjust' | null>(null);
  const [prep, setPrep] = useState(20);
  const [late, setLate] = useState(15);
  const [reason, setReason] = useState(DECLINE_REASONS[0]);
  const [amount, setAmount] = useState('');
  const [adjustReason, setAdjustReason] = useState('');
  const ids = { prep: useId(), late: useId(), reason: useId(), amount: useId(), adjustReason: useId() };

  if (snapshot.matches('completed')) return <p className={styles.done}>Completed</p>;
  if (snapshot.matches('declined')) {
    return (
      <p className={styles.declined}>
        {order.void_reason === CUSTOMER_CANCEL_REASON ? `${CUSTOMER_CANCEL_REASON}.` : `Declined: ${order.void_reason ?? 'canceled'}.`}
        {order.payment.refunded_amount > 0 ? ` Refunded ${formatMoney(order.payment.refunded_amount)}.` : ''}
      </p>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <div className={styles.failed} role="alert">
        <p>{error}</p>
        <div className={styles.row}>
          <button type="button" className={button({ size: 'sm' })} onClick={() => orderRef.send({ type: 'order.retry' })}>
            Try again
          </button>
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => orderRef.send({ type: 'order.dismiss' })}>
            Dismiss
          </button>
        </div>
      </div>
    );
  }
  const can = (
    type: 'order.accept' | 'order.decline' | 'order.delay' | 'order.adjust' | 'order.ready' | 'order.outForDelivery' | 'order.complete',
  ) => !busy && snapshot.can({ type, key: '', prepMinutes: 1, reason: 'x', minutes: 1, amount: 1 } as never);
  const decline = (event: FormEvent) => {
    event.preventDefault();
    orderRef.send({ type: 'order.decline', reason, key: tapKey() });
  };
  const adjust = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(amount) * 100);
    if (cents > 0 && adjustReason.trim())
      orderRef.send({ type: 'order.adjust', amount: cents, reason: adjustReason.trim(), key: tapKey() });
  };
  return (
    <div className={styles.actions} aria-busy={busy}>
      {busy ? (
        <p className={styles.sending} role="status">
          Sending…
        </p>
      ) : null}
      {snapshot.can({ type: 'order.accept', prepMinutes: 1, key: '' }) || (busy && order.status === 'placed') ? (
        <div className={styles.row}>
          <label htmlFor={ids.prep}>Prep time</label>
          <select id={ids.prep} value={prep} onChange={(event) => setPrep(Number(event.target.value))} disabled={busy}>
            {PREP_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min
              </option>
            ))}
          </select>
          <button
            type="button"
            className={button({ size: 'sm' })}
            disabled={!can('order.accept')}
            onClick={() => orderRef.send({ type: 'order.accept', prepMinutes: prep, key: tapKey() })}
          >
            Accept
          </button>
        </div>
      ) : null}
      {can('order.delay') ? (
        <div className={styles.row}>
          <label htmlFor={ids.late}>Late by</label>
          <select id={ids.late} value={late} onChange={(event) => setLate(Number(event.target.value))}>
            {LATE_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min
              </option>
            ))}
          </select>
          <button
            type="button"
            className={button({ tone: 'secondary', size: 'sm' })}
            onClick={() => orderRef.send({ type: 'order.delay', minutes: late, key: tapKey() })}
          >
            Running late
          </button>
        </div>
      ) : null}
      <div className={styles.row}>
        {can('order.ready') ? (
          <button type="button" className={button({ size: 'sm' })} onClick={() => orderRef.send({ type: 'order.ready', key: tapKey() })}>
            Ready for pickup
          </button>
        ) : null}
        {can('order.outForDelivery') ? (
          <button
            type="button"
            className={button({ size: 'sm' })}
            onClick={() => orderRef.send({ type: 'order.outForDelivery', key: tapKey() })}
          >
            Out for delivery
          </button>
        ) : null}
        {can('order.complete') ? (
          <button type="button" className={button({ size: 'sm' })} onClick={() => orderRef.send({ type: 'order.complete', key: tapKey() })}>
            Completed
          </button>
        ) : null}
        {can('order.adjust') ? (
          <button
            type="button"
            className={button({ tone: 'ghost', size: 'sm' })}
            aria-expanded={panel === 'adjust'}
            onClick={() => setPanel(panel === 'adjust' ? null : 'adjust')}
          >
            Adjust…
          </button>
        ) : null}
        {can('order.decline') ? (
          <button
            type="button"
            className={button({ tone: 'ghost', size: 'sm' })}
            aria-expanded={panel === 'decline'}
            onClick={() => setPanel(panel === 'decline' ? null : 'decline')}
          >
            Decline…
          </button>
        ) : null}
      </div>
      {panel === 'decline' && can('order.decline') ? (
        <form className={styles.panel} onSubmit={decline} aria-label="Decline the order">
          <label htmlFor={ids.reason}>Reason</label>
          <select id={ids.reason} value={reason} onChange={(event) => setReason(event.target.value)}>
            {DECLINE_REASONS.map((text) => (
              <option key={text} value={text}>
                {text}
              </option>
            ))}
          </select>
          <button type="submit" className={button({ size: 'sm' })}>
            Decline order
          </button>
        </form>
      ) : null}
      {panel === 'adjust' && can('order.adjust') ? (
        <form className={styles.panel} onSubmit={adjust} aria-label="Adjust the order">
          <label htmlFor={ids.amount}>Refund amount ($)</label>
          <input id={ids.amount} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <label htmlFor={ids.adjustReason}>Why</label>
          <input id={ids.adjustReason} value={adjustReason} onChange={(event) => setAdjustReason(event.target.value)} />
          <button type="submit" className={button({ size: 'sm' })}>
            Refund
          </button>
        </form>
      ) : null}
    </div>
  );
}
