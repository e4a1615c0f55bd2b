import { describe, expect, it } from 'vitest';
import { contactProblems, normalizeAddress2 } from './contact';

const ok = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '718-555-0100' };

describe('contact rules (checkout §5), shared by the checkout form and POST v2/orders', () => {
  it('gives the spec message per field', () => {
    expect(contactProblems(ok)).toEqual([]);
    const messages = (fields: Partial<typeof ok>) => contactProblems({ ...ok, ...fields }).map((p) => [p.field, p.message]);
    expect(messages({ firstName: ' ', lastName: '' })).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
    ]);
    expect(messages({ email: '' })).toEqual([['email', 'Email is required']]);
    expect(messages({ email: 'ann@example' })).toEqual([['email', 'Please enter a valid e-mail address']]);
    expect(messages({ phone: '' })).toEqual([['phone', 'Phone is required']]);
    expect(messages({ phone: '718-555-010' })).toEqual([['phone', 'Mobile phone number is too short']]);
    expect(messages({ phone: '1 718-555-0100' })).toEqual([['phone', 'Mobile phone number is too long']]);
  });

  it('normalizes address line 2 to one leading #', () => {
    expect(normalizeAddress2('3F')).toBe('#3F');
    expect(normalizeAddress2('## 3F')).toBe('#3F');
    expect(normalizeAddress2('  ')).toBe('');
    expect(normalizeAddress2(undefined)).toBe('');
  });
});
