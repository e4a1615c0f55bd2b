import { useActorRef } from '@xstate/react';
import { searchedAddress } from '@machines/addressDraft/addressDraft.rules';
import { useState } from 'react';
import type { Schedule, Shop } from '../api';
import { addressDraftWithEffects } from '../effects/addressDraft';
import { toCheckoutShop } from '../product/checkoutShop';
import type { ModalRef, ReceiptRef } from '../system';

/**
 * The addressDraft machine for one opening of the delivery preference modal: it starts from the
 * receipt's fulfilment (or the delivery search a result card opened it with: `modal_search_address`),
 * checks addresses against the shop's zone, and on save hands the fulfilment to the receipt (the cart
 * is priced with it, checkout starts from it) and closes the modal.
 */
export function useAddressDraft({
  shop,
  schedule,
  receipt,
  modal,
}: {
  shop: Shop;
  schedule: Schedule | null;
  receipt: ReceiptRef;
  modal: ModalRef;
}) {
  const [input] = useState(() => ({
    shop: toCheckoutShop(shop, schedule),
    fulfilment: receipt.getSnapshot().context.fulfilment,
    searched: searchedAddress(modal.getSnapshot().context.params[SEARCH_ADDRESS_PARAM]),
  }));
  return useActorRef(
    addressDraftWithEffects.provide({
      actions: {
        saveFulfilment: (_, { fulfilment }) => {
          receipt.send({ type: 'receipt.fulfilmentChanged', fulfilment });
          modal.send({ type: 'modal.close' });
        },
      },
    }),
    { input },
  );
}

/** The modal param a delivery search's result card opens the menu with (`modal_search_address=…`). */
export const SEARCH_ADDRESS_PARAM = 'search_address';

export type AddressDraftRef = ReturnType<typeof useAddressDraft>;
