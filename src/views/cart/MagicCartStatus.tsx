import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { MAGIC_CART_MESSAGES } from '@machines/magicCart/magicCart.types';
import { droppedLines, magicCartWithEffects } from '@/product/magicCartActor';
import { useSystem } from '@/SystemProvider';
import { button } from '@/styles/recipes.css';
import * as styles from './MagicCartStatus.css';

/** Reopens a saved cart (magic cart / reorder) once per mount, and says how it went (renderReady gets what to say of the items left out). */
export function MagicCartStatus({ uuid, renderReady }: { uuid: string; renderReady?: (droppedNotices: string[]) => ReactNode }) {
  const { cart, receipt, checkoutStore } = useSystem();
  const magicCart = useActorRef(magicCartWithEffects(cart, receipt, checkoutStore), { input: { uuid } });
  const state = useSelector(magicCart, (snapshot) => snapshot);
  const droppedNotices = droppedLines(state.context.loaded?.dropped ?? []);

  return (
    <div className={styles.banner} aria-busy={state.hasTag('busy')}>
      {state.matches('error') ? (
        <div role="alert" className={styles.error}>
          <p>
            {MAGIC_CART_MESSAGES.failed} {state.context.error}
          </p>
          <button
            type="button"
            className={button({ tone: 'secondary', size: 'sm' })}
            onClick={() => magicCart.send({ type: 'magicCart.retry' })}
          >
            Try again
          </button>
        </div>
      ) : (
        <p role="status" className={styles.status}>
          {state.matches('success') ? MAGIC_CART_MESSAGES.ready : MAGIC_CART_MESSAGES.loading}
        </p>
      )}
      {state.matches('success') && renderReady ? renderReady(droppedNotices) : null}
    </div>
  );
}
