import { useId, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectEscalated, selectOrders, selectUnacknowledged } from '@machines/board/board.types';
import { boardWithEffects, type BoardRef } from '@/effects/board';
import type { BoardOrder, StaffShop } from '@/api/board';
import { useLoaded, useLoader } from '@/hooks/useLoader';
import { staffShopsResource } from '@/loaders';
import { button, fieldInput, fieldLabel } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import { AccountGate } from '../account/AccountGate';
import { StaffPageRefusal } from '../common/StaffPageRefusal';
import { WaitingPage } from '../common/WaitingPage';
import { OrderCard } from './OrderCard';
import * as styles from './BoardView.css';

type ShopChoice = {
  /** the shop the URL asks for (/board?shop=<id>); one the account is not staff of opens the first shop's board */
  shopId?: number;
  onShop: (shopId: number) => void;
};

/** /board: the pizzeria's live order board for its staff; a guest is asked to log in, a shopper is told the board is not theirs. */
export function BoardView(choice: ShopChoice) {
  return (
    <AccountGate
      title="Order board"
      guestText="Log in with your pizzeria's staff account to see its orders as they arrive."
      returnTo="/board"
      loadingText="Loading your board…"
    >
      {() => <StaffDoor {...choice} />}
    </AccountGate>
  );
}

/** The shops this account is staff of: the chosen one's board (else the first's), or a refusal for an account that is staff of none. */
function StaffDoor({ shopId, onShop }: ShopChoice) {
  const loader = useLoader(staffShopsResource, 'me');
  const { data, error, status } = useLoaded<StaffShop[]>(loader);
  if (status === 'error' && error?.status === 403)
    return (
      <StaffPageRefusal
        title="This account is not staff of a shop"
        text="The order board is for a pizzeria's staff. Log out, then log in with your shop's staff account."
      />
    );
  if (status === 'error') {
    return (
      <div className={styles.page}>
        <ErrorPanel title="We couldn't open the board" message={error?.message ?? ''} onRetry={() => loader.send({ type: 'load.retry' })} />
      </div>
    );
  }
  if (!data || data.length === 0) return <WaitingPage text="Loading your board…" />;
  const shop = data.find((staffOf) => staffOf.id === shopId) ?? data[0];
  return (
    <ShopBoard key={shop.id} shop={shop} switcher={data.length > 1 ? <ShopSwitcher shops={data} shop={shop} onShop={onShop} /> : null} />
  );
}

/** The board header's shop choice, for an account that is staff of more than one shop. */
function ShopSwitcher({ shops, shop, onShop }: { shops: StaffShop[]; shop: StaffShop; onShop: (shopId: number) => void }) {
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={fieldLabel}>
        Shop
      </label>
      <select id={id} className={fieldInput} value={shop.id} onChange={(event) => onShop(Number(event.target.value))}>
        {shops.map((staffOf) => (
          <option key={staffOf.id} value={staffOf.id}>
            {staffOf.name}
          </option>
        ))}
      </select>
    </div>
  );
}

const COLUMNS: { title: string; statuses: string[] }[] = [
  { title: 'New', statuses: ['placed'] },
  { title: 'In the kitchen', statuses: ['preparing'] },
  { title: 'Ready / out for delivery', statuses: ['ready_for_pickup', 'out_for_delivery'] },
  { title: 'Done', statuses: ['completed', 'voided'] },
];

function ShopBoard({ shop, switcher }: { shop: StaffShop; switcher: ReactNode }) {
  const board = useActorRef(boardWithEffects, { input: { shopId: shop.id } });
  const orders = useSelector(board, selectOrders) as BoardOrder[];
  const unacknowledged = useSelector(board, selectUnacknowledged);
  const escalated = useSelector(board, selectEscalated);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{shop.name}: orders</h1>
        {switcher}
        <ConnectionBanner board={board} />
      </header>
      <NewOrderAlert
        board={board}
        count={unacknowledged.filter((uuid) => !escalated.includes(uuid)).length}
        waiting={orders.filter((order) => escalated.includes(order.uuid)).map((order) => order.number)}
      />
      <div className={styles.columns}>
        {COLUMNS.map((column) => {
          const shown = orders
            .filter((order) => column.statuses.includes(order.status))
            .sort((a, b) => a.placed_at.localeCompare(b.placed_at));
          return (
            <section key={column.title} className={styles.column} aria-label={column.title}>
              <h2 className={styles.columnTitle}>
                {column.title} <span className={styles.count}>{shown.length}</span>
              </h2>
              <ul className={styles.cards}>
                {shown.map((order) => (
                  <li key={order.uuid}>
                    <OrderCard shopId={shop.id} order={order} isNew={unacknowledged.includes(order.uuid)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** The stream's state: live, connecting, reconnecting, or the offline banner with a retry. */
function ConnectionBanner({ board }: { board: BoardRef }) {
  const live = useSelector(board, (snapshot) => snapshot.matches({ connection: { streaming: 'live' } }));
  const reconnecting = useSelector(board, (snapshot) => snapshot.matches({ connection: 'reconnecting' }));
  const offline = useSelector(board, (snapshot) => snapshot.matches({ connection: 'offline' }));
  if (offline) {
    return (
      <div className={styles.offline} role="alert">
        <p>You're offline. New orders may be waiting: the board keeps trying to reconnect.</p>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => board.send({ type: 'board.retry' })}>
          Reconnect now
        </button>
      </div>
    );
  }
  return (
    <p className={reconnecting ? styles.reconnecting : live ? styles.live : styles.connecting} role="status">
      {reconnecting ? 'Connection lost. Reconnecting…' : live ? 'Live' : 'Connecting…'}
    </p>
  );
}

/** waiting: the numbers of the escalated orders (unanswered past the first limit) not acknowledged yet */
function NewOrderAlert({ board, count, waiting }: { board: BoardRef; count: number; waiting: number[] }) {
  const alerting = useSelector(board, (snapshot) => snapshot.matches({ alert: 'alerting' }));
  if (!alerting) return null;
  return (
    <div className={styles.alert} role="alert">
      {waiting.length > 0 ? (
        <p className={styles.alertText}>
          {waiting.length > 1 ? `${waiting.length} orders are still waiting!` : `Order #${waiting[0]} is still waiting!`}
        </p>
      ) : null}
      {count > 0 || waiting.length === 0 ? <p className={styles.alertText}>{count > 1 ? `${count} new orders!` : 'New order!'}</p> : null}
      <button type="button" className={button({ size: 'lg' })} onClick={() => board.send({ type: 'board.acknowledge' })}>
        Acknowledge
      </button>
    </div>
  );
}
