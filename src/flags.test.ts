import { describe, expect, it } from 'vitest';
import { parseFlags, showConsentLink } from './flags';

describe('flags', () => {
  it('keeps only known flag names', () => {
    expect([...parseFlags(' web_salesforce_messaging_support,unknown,paypal_web')]).toEqual([
      'paypal_web',
      'web_salesforce_messaging_support',
    ]);
    expect(parseFlags(undefined).size).toBe(0);
  });

  it('shows the consent link only with consent tooling on and not switched off by the URL', () => {
    expect(showConsentLink('', true)).toBe(true);
    expect(showConsentLink('?consent=off', true)).toBe(false);
    expect(showConsentLink('?consent=on', true)).toBe(true);
    expect(showConsentLink('', false)).toBe(false);
  });
});
