import { Suspense } from 'react';
import { lazyWithTimeout } from '@/chunks/lazyWithTimeout';
import type { Shop } from '@/api';
import { fullAddress } from '@/format/shopDetails';

// the zone map and its data load once an address has been checked, never with a page's first scripts
const ShopMap = lazyWithTimeout(() => import('./ShopMap'));

type TypedAddress = { address: string; city: string; state: string; zipcode: string };

/**
 * The shop's zone with a checked address inside or outside it (checkout and the delivery preference).
 * Nothing before the zone answered; the geocoder's formatted address when it delivers, else the typed one.
 */
export function CheckedAddressMap({
  shop,
  check,
  formattedAddress,
  address,
}: {
  shop: Shop;
  check: string | null;
  formattedAddress: string | null;
  address: TypedAddress;
}) {
  if (check !== 'deliverable' && check !== 'undeliverable') return null;
  const destination =
    (check === 'deliverable' && formattedAddress) || `${address.address}, ${address.city}, ${address.state} ${address.zipcode}`;
  return (
    <Suspense fallback={null}>
      <ShopMap
        shopId={shop.id}
        shop={{ label: shop.name, address: fullAddress(shop) }}
        destination={{ label: 'Your address', address: destination }}
      />
    </Suspense>
  );
}
