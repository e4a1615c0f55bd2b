import type { Contact } from '@machines/checkout/checkout.types';
import type { SessionUser } from '@machines/session/session.types';

/**
 * The contact checkout starts from: what the shopper typed in the last 180 minutes wins, field by
 * field; a signed-in shopper's profile fills what is still blank (checkout §1: signed-in checkout).
 */
export function startingContact(stored: Partial<Contact> | undefined, user: SessionUser | null): Partial<Contact> | undefined {
  if (!user) return stored;
  const profile: Contact = { firstName: user.firstName, lastName: user.lastName, email: user.email ?? '', phone: user.phone ?? '' };
  const merged = { ...profile };
  for (const [field, value] of Object.entries(stored ?? {}) as [keyof Contact, string][]) if (value.trim()) merged[field] = value;
  return merged;
}
