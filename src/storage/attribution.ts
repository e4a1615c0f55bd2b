/**
 * Order attribution (spec §3–4): decided once per browser, from the first visit's `utm_campaign`,
 * and sent with every order as `customer_origin` and `attribution_source`.
 */
export const ATTRIBUTION_STORAGE_KEY = 'crust:attribution';

export type Attribution = { customerOrigin: 'direct' | 'marketplace'; attributionSource: '' | 'teleflow_sms_quick_reorder_prompt' };

const DIRECT_CAMPAIGNS = ['partner_websites', 'order_now_button', 'direct_websites'];
const SMS_QUICK_REORDER = 'sms_quick_reorder_prompt';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function attributionFor(campaign: string | null | undefined): Attribution {
  const value = (campaign ?? '').trim().toLowerCase();
  return {
    customerOrigin: DIRECT_CAMPAIGNS.includes(value) ? 'direct' : 'marketplace',
    attributionSource: value === SMS_QUICK_REORDER ? 'teleflow_sms_quick_reorder_prompt' : '',
  };
}

function parse(raw: string | null): Attribution | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Attribution>;
    if (value.customerOrigin !== 'direct' && value.customerOrigin !== 'marketplace') return null;
    const source = value.attributionSource === 'teleflow_sms_quick_reorder_prompt' ? value.attributionSource : '';
    return { customerOrigin: value.customerOrigin, attributionSource: source };
  } catch {
    return null;
  }
}

/** The browser's attribution: the stored one, or (first visit, or unreadable storage) one from this URL's campaign, stored. */
export function recordAttribution(storage: KeyValueStorage, campaign: string | null | undefined): Attribution {
  const stored = parse(storage.getItem(ATTRIBUTION_STORAGE_KEY));
  if (stored) return stored;
  const attribution = attributionFor(campaign);
  try {
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage full or blocked: the attribution still applies to this page load.
  }
  return attribution;
}
