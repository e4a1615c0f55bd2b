import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_STORAGE_KEY, attributionFor, recordAttribution } from './attribution';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('order attribution', () => {
  it('is direct only for the three direct campaigns', () => {
    for (const campaign of ['partner_websites', 'order_now_button', 'direct_websites', 'ORDER_NOW_BUTTON']) {
      expect(attributionFor(campaign).customerOrigin).toBe('direct');
    }
    for (const campaign of [undefined, null, '', 'google_ads', 'sms_quick_reorder_prompt']) {
      expect(attributionFor(campaign).customerOrigin).toBe('marketplace');
    }
  });

  it('names the SMS quick-reorder prompt as its source', () => {
    expect(attributionFor('sms_quick_reorder_prompt')).toEqual({
      customerOrigin: 'marketplace',
      attributionSource: 'teleflow_sms_quick_reorder_prompt',
    });
    expect(attributionFor('direct_websites').attributionSource).toBe('');
  });

  it('is stored once per browser: a later campaign does not change it', () => {
    const storage = memoryStorage();
    expect(recordAttribution(storage, 'order_now_button').customerOrigin).toBe('direct');
    expect(recordAttribution(storage, 'google_ads').customerOrigin).toBe('direct');
    expect(JSON.parse(storage.items.get(ATTRIBUTION_STORAGE_KEY)!)).toEqual({ customerOrigin: 'direct', attributionSource: '' });
  });

  it('replaces a tampered stored value instead of trusting it', () => {
    const storage = memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: '{"customerOrigin":"partner"}' });
    expect(recordAttribution(storage, 'direct_websites').customerOrigin).toBe('direct');
    const broken = memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: 'not json' });
    expect(recordAttribution(broken, undefined).customerOrigin).toBe('marketplace');
  });
});
