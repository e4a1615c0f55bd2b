import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES, isContactValid, validateContact, type Contact } from './contact.rules';

const valid: Contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '555-123-4567' };

describe('contact rules', () => {
  it('a complete contact has no errors', () => {
    expect(validateContact(valid)).toEqual({});
    expect(isContactValid(valid)).toBe(true);
  });

  it('first and last name are required after trimming', () => {
    expect(validateContact({ ...valid, firstName: '   ', lastName: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('email is required, then must look like an address', () => {
    expect(validateContact({ ...valid, email: ' ' })).toEqual({ email: 'Email is required' });
    for (const email of ['ada', 'ada@', 'ada@example', 'ada @example.com', '@example.com']) {
      expect(validateContact({ ...valid, email })).toEqual({ email: 'Please enter a valid e-mail address' });
    }
    expect(validateContact({ ...valid, email: '  ada.l+pizza@mail.example.co  ' })).toEqual({});
  });

  it('phone is required and has exactly 10 digits', () => {
    expect(validateContact({ ...valid, phone: '' })).toEqual({ phone: 'Phone is required' });
    expect(validateContact({ ...valid, phone: '555-123-456' })).toEqual({ phone: 'Mobile phone number is too short' });
    expect(validateContact({ ...valid, phone: '---' })).toEqual({ phone: 'Mobile phone number is too short' });
    expect(validateContact({ ...valid, phone: '1 555 123 4567' })).toEqual({ phone: 'Mobile phone number is too long' });
    expect(validateContact({ ...valid, phone: '(555) 123-4567' })).toEqual({});
  });

  it('reports every invalid field at once', () => {
    expect(Object.keys(validateContact({ firstName: '', lastName: '', email: '', phone: '' }))).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
    ]);
    expect(isContactValid({ ...valid, phone: '1' })).toBe(false);
  });

  it('address and checkout messages are the spec texts', () => {
    expect(ADDRESS_MESSAGES.missing).toBe('Please provide a valid delivery address.');
    expect(ADDRESS_MESSAGES.undeliverable).toBe(
      "Sorry, this pizzeria doesn't deliver to that location. Use a new address, switch to pickup, or start a new search.",
    );
    expect(ADDRESS_MESSAGES.deliverable).toBe('Great news! This pizzeria delivers to your location.');
    expect(ADDRESS_MESSAGES.required).toBe('This is a required field.');
    expect(CHECKOUT_MESSAGES.cartEmpty).toBe('Please add items to your cart to checkout');
    expect(CHECKOUT_MESSAGES.correctErrors).toBe('Please correct errors to continue');
    expect(CHECKOUT_MESSAGES.generic).toBe('Something went wrong, please try again.');
  });
});
