import { useSelector } from '@xstate/react';
import { selectAddresses } from '@machines/savedAddresses/savedAddresses.types';
import type { CheckoutRef } from '@/effects/checkout';
import { savedAddressLines } from '@/format/savedAddress';
import { useSavedAddresses } from '@/hooks/useSavedAddresses';
import * as styles from './Checkout.css';

/** A signed-in shopper's saved addresses, offered for delivery (mount for a signed-in shopper only). */
export function SavedAddressPicker({ checkout }: { checkout: CheckoutRef }) {
  const saved = useSavedAddresses();
  const addresses = useSelector(saved, selectAddresses);
  if (addresses.length === 0) return null;
  const pick = (id: string) => {
    const chosen = addresses.find((address) => String(address.id) === id);
    if (!chosen) return;
    const { address, address2, city, state, zipcode } = chosen;
    checkout.send({ type: 'address.pick', address: { address, address2: address2 ?? '', city, state, zipcode } });
  };
  return (
    <div>
      <label htmlFor="saved-address" className={styles.textareaLabel}>
        Saved addresses
      </label>
      <select id="saved-address" className={styles.select} value="" onChange={(event) => pick(event.target.value)}>
        <option value="">Choose a saved address…</option>
        {addresses.map((address) => (
          <option key={address.id} value={String(address.id)}>
            {savedAddressLines(address).join(', ')}
          </option>
        ))}
      </select>
    </div>
  );
}
