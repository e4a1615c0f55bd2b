import { useActorRef } from '@xstate/react';
import type { SavedAddress } from '@machines/savedAddresses/savedAddresses.types';
import { savedAddressesWithEffects } from '../effects/savedAddresses';

/**
 * One savedAddresses actor for the page that mounts this (mount it only for a signed-in shopper: the
 * list is requested at once). `onCreated` is what follows a save (the machine's `announceCreated`).
 */
export function useSavedAddresses(onCreated: (address: SavedAddress) => void = () => {}) {
  return useActorRef(savedAddressesWithEffects.provide({ actions: { announceCreated: (_, { address }) => onCreated(address) } }));
}
