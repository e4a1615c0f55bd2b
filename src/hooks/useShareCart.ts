import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { shareCartMachine } from '@machines/shareCart/shareCart.machine';
import { selectLink } from '@machines/shareCart/shareCart.types';
import { activitiesApi, urlShorteningApi } from '../api';
import { sharedCartOrder, sharedCartPath } from '../product/sharedCart';
import type { CartRef, ReceiptRef } from '../system';

async function copyToClipboard(link: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
  await navigator.clipboard.writeText(link);
}

/** The cart drawer's Share: the shareCart machine with the cart as it is when Share is pressed. */
export function useShareCart(cart: CartRef, receipt: ReceiptRef) {
  const share = useActorRef(
    shareCartMachine.provide({
      actors: {
        createLink: fromPromise(async () => {
          const { context } = cart.getSnapshot();
          if (!context.shopWebSlug) throw new Error('An empty cart has nothing to share.');
          // a new activity per share: an activity is created once, and the cart may have changed since the last link
          const uuid = crypto.randomUUID();
          await activitiesApi.saveActivity(uuid, sharedCartOrder(context, receipt.getSnapshot().context.fulfilment));
          return urlShorteningApi.shortenLink(`${window.location.origin}${sharedCartPath(context.shopWebSlug, uuid)}`);
        }),
        copyLink: fromPromise(({ input }: { input: { link: string } }) => copyToClipboard(input.link)),
      },
    }),
  );
  const state = useSelector(share, (snapshot) => snapshot.value as 'idle' | 'creating' | 'copying' | 'copied' | 'showingLink' | 'failed');
  const link = useSelector(share, selectLink);
  return { state, link, request: () => share.send({ type: 'share.request' }) };
}
