import { describe, expect, it } from 'vitest';
import { startingContact } from './checkoutContact';

const ann = { id: 7, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: '2125550100' };

describe('startingContact', () => {
  it('a guest starts from what was stored, or nothing', () => {
    expect(startingContact(undefined, null)).toBeUndefined();
    expect(startingContact({ firstName: 'Bo' }, null)).toEqual({ firstName: 'Bo' });
  });

  it("a signed-in shopper's profile fills the blanks; what was typed wins", () => {
    expect(startingContact(undefined, ann)).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '2125550100' });
    expect(startingContact({ firstName: 'Annie', lastName: '', email: ' ', phone: '646-555-0199' }, ann)).toEqual({
      firstName: 'Annie',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '646-555-0199',
    });
  });

  it('a profile without email or phone leaves those blank', () => {
    expect(startingContact(undefined, { ...ann, email: null, phone: null })).toMatchObject({ email: '', phone: '' });
  });
});
