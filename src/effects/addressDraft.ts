import { fromPromise } from 'xstate';
import { addressDraftMachine } from '@machines/addressDraft/addressDraft.machine';
import { checkDeliveryZone } from './deliveryZone';

/** The menu page's delivery preference with its real zone check (the view injects `saveFulfilment`). */
export const addressDraftWithEffects = addressDraftMachine.provide({
  actors: {
    validateDraftAddress: fromPromise(({ input }) => checkDeliveryZone(input.shopId, input.address)),
  },
});
