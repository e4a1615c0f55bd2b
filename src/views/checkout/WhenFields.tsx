import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { laterDays, modeOf, mustScheduleLater } from '@machines/checkout/checkout.later';
import type { CheckoutRef } from '@/effects/checkout';
import { formatLaterDay, formatLaterMoment, formatLaterTime } from '@/format/time';
import * as styles from './Checkout.css';

/**
 * Now or later (checkout §3) for a shop that takes orders for later: as soon as possible (not while the
 * shop is closed for the mode) or a day and a time from its hours; a chosen time that passed while the
 * shopper sat on the page has moved to the next, and the page says so.
 */
export function WhenFields({ checkout }: { checkout: CheckoutRef }) {
  const shop = useSelector(checkout, (state) => state.context.shop);
  const mode = useSelector(checkout, (state) => modeOf(state.context.forDelivery));
  const later = useSelector(checkout, (state) => state.context.later);
  const error = useSelector(checkout, (state) => state.context.errors.orderInformation.when);
  const days = useMemo(() => (later.on ? laterDays(shop, mode, later.listedAt) : []), [later.on, later.listedAt, shop, mode]);
  if (!shop.doesScheduledOrders) return null;

  const closedNow = mustScheduleLater(shop, mode);
  const chosen = later.at[mode];
  const day = days.find((candidate) => chosen !== null && candidate.slots.includes(chosen)) ?? days[0];
  const setLater = (on: boolean) => checkout.send({ type: 'when.set', later: on, now: Date.now() });

  return (
    <fieldset className={styles.stack}>
      <legend className={styles.lineName}>When</legend>
      <label className={styles.payment}>
        <input
          type="radio"
          name="when"
          className={styles.paymentRadio}
          checked={!later.on}
          disabled={closedNow}
          onChange={() => setLater(false)}
          aria-describedby={closedNow ? 'when-closed' : undefined}
        />
        <span>
          As soon as possible
          {closedNow ? (
            <span id="when-closed" className={styles.optionHint}>
              Closed for {mode} right now
            </span>
          ) : null}
        </span>
      </label>
      <label className={styles.payment}>
        <input type="radio" name="when" className={styles.paymentRadio} checked={later.on} onChange={() => setLater(true)} />
        Schedule for later
      </label>
      {later.on && day ? (
        <div className={styles.grid2}>
          <div>
            <label htmlFor="later-day" className={styles.textareaLabel}>
              Day
            </label>
            <select
              id="later-day"
              className={styles.select}
              value={day.date}
              onChange={(event) => {
                const picked = days.find((candidate) => candidate.date === event.target.value);
                if (picked) checkout.send({ type: 'when.pick', at: picked.slots[0] });
              }}
            >
              {days.map((candidate) => (
                <option key={candidate.date} value={candidate.date}>
                  {formatLaterDay(candidate.date, shop.timezone, later.listedAt)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="later-time" className={styles.textareaLabel}>
              Time
            </label>
            <select
              id="later-time"
              className={styles.select}
              value={chosen ?? ''}
              onChange={(event) => checkout.send({ type: 'when.pick', at: Number(event.target.value) })}
            >
              {day.slots.map((slot) => (
                <option key={slot} value={slot}>
                  {formatLaterTime(slot, shop.timezone)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {later.on && later.moved && chosen !== null ? (
          <p className={styles.info}>
            The time you picked is no longer available. Your order is now scheduled for{' '}
            {formatLaterMoment(chosen, shop.timezone, later.listedAt)}.
          </p>
        ) : null}
      </div>
      {error ? <p className={styles.sectionError}>{error}</p> : null}
    </fieldset>
  );
}
