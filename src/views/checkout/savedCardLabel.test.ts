import { describe, expect, it } from 'vitest';
import { savedCardLabel } from './savedCardLabel';

describe('savedCardLabel', () => {
  it('names the brand and the last four, never the expiry card verification asks for (issue 31 item 3)', () => {
    expect(savedCardLabel({ brand: 'visa', lastFour: '0341' })).toBe('Visa ending in 0341');
    expect(savedCardLabel({ brand: 'unionpay', lastFour: '1234' })).toBe('Card ending in 1234');
  });
});
