import { fromPromise, type ActorRefFrom } from 'xstate';
import { savedAddressesMachine } from '@machines/savedAddresses/savedAddresses.machine';
import type { NewAddress, SavedAddress } from '@machines/savedAddresses/savedAddresses.types';
import { createSavedAddress, deleteSavedAddress, getSavedAddresses } from '../api/addresses';

/**
 * The saved-addresses machine with its real calls (GET, POST and DELETE v1/addresses). The page that
 * starts one injects `announceCreated` (the new-address page goes back to /user; checkout could pick it).
 */
export const savedAddressesWithEffects = savedAddressesMachine.provide({
  actors: {
    fetchAddresses: fromPromise<SavedAddress[]>(() => getSavedAddresses()),
    createAddress: fromPromise<SavedAddress, { address: NewAddress }>(({ input }) =>
      createSavedAddress({ ...input.address, address2: input.address.address2.trim() || null }),
    ),
    deleteAddress: fromPromise<void, { id: number }>(({ input }) => deleteSavedAddress(input.id)),
  },
});

export type SavedAddressesRef = ActorRefFrom<typeof savedAddressesWithEffects>;
