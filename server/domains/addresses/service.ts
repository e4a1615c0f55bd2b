import { normalizeAddress2 } from '../../contract/contact';
import { ADDRESS_MESSAGES, MAX_SAVED_ADDRESSES, type CreateAddressRequest, type SavedAddress } from '../../contract/users';
import type { Database } from '../../db/database';
import { ApiError, notFound, sqlSafe, type ApiErrorDetail } from '../api-error';
import { stateAbbr } from '../location/gazetteer';
import { geocode } from '../location/geocoder';
import { countAddresses, deleteAddress, findSameAddress, insertAddress, listAddresses, type AddressRow } from './repository';

const zipPattern = /^\d{5}(-\d{4})?$/;

export const presentAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  address: row.address,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
  latitude: row.latitude,
  longitude: row.longitude,
  created_at: row.createdAt.toISOString(),
});

export async function savedAddresses(db: Database, userId: number): Promise<SavedAddress[]> {
  return (await listAddresses(db, userId)).map(presentAddress);
}

/**
 * Saves an address the embedded geocoder knows (its ZIP, in the state given). Saving the same
 * address again answers the stored one (created false) instead of a duplicate.
 */
export async function saveAddress(
  db: Database,
  userId: number,
  body: CreateAddressRequest,
  now: Date,
): Promise<{ created: boolean; address: SavedAddress }> {
  const input = body.address;
  const values = { address: input.address.trim(), city: input.city.trim(), state: input.state.trim(), zipcode: input.zipcode.trim() };
  const problems: ApiErrorDetail[] = [];
  for (const field of ['address', 'city', 'state', 'zipcode'] as const) {
    if (!values[field]) problems.push({ code: `${field}_required`, message: ADDRESS_MESSAGES.required, field });
  }
  if (values.zipcode && !zipPattern.test(values.zipcode))
    problems.push({ code: 'zipcode_invalid', message: ADDRESS_MESSAGES.zipInvalid, field: 'zipcode' });
  if (problems.length) throw new ApiError(422, problems);

  const state = stateAbbr(values.state);
  const place = geocode(`${values.address}, ${values.city}, ${values.state} ${values.zipcode}`);
  if (!place || !state || place.state !== state) {
    throw new ApiError(422, { code: 'address_not_found', message: ADDRESS_MESSAGES.notFound, field: 'address' });
  }
  const address = {
    userId,
    address: sqlSafe(values.address),
    address2: sqlSafe(normalizeAddress2(input.address2)) || null,
    city: sqlSafe(values.city),
    state,
    zipcode: values.zipcode,
    latitude: place.lat,
    longitude: place.lng,
    createdAt: now,
  };
  const same = await findSameAddress(db, address);
  if (same) return { created: false, address: presentAddress(same) };
  if ((await countAddresses(db, userId)) >= MAX_SAVED_ADDRESSES)
    throw new ApiError(422, { code: 'address_limit', message: ADDRESS_MESSAGES.limit });
  return { created: true, address: presentAddress(await insertAddress(db, address)) };
}

export async function removeAddress(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteAddress(db, userId, id))) throw notFound('address_not_found', "We couldn't find that address.");
}
