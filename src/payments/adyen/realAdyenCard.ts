import { AdyenCheckout, Card } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';
import type { AdyenBrowserConfig } from '@contract/adyen';
import type { Camel } from '@/api/types';
import { NO_VALID_FIELD, type AdyenCardState, type MountAdyenCard } from './adyenCard';

type ChangeState = { isValid?: boolean; valid?: Record<string, boolean>; data?: Record<string, unknown> };

/** adyen-web's onChange state as the checkout reads it. */
function cardStateOf(state: ChangeState): AdyenCardState {
  const valid = { ...NO_VALID_FIELD };
  for (const field of Object.keys(valid) as (keyof typeof valid)[]) valid[field] = state.valid?.[field] === true;
  const data = state.data as { paymentMethod?: unknown; browserInfo?: unknown } | undefined;
  return {
    isValid: state.isValid === true,
    valid,
    data:
      state.isValid && data?.paymentMethod
        ? ({ paymentMethod: data.paymentMethod, browserInfo: data.browserInfo ?? {} } as AdyenCardState['data'])
        : null,
  };
}

/** The real card component (its secured fields are Adyen's frames), with the client key the server hands out. */
export const realAdyenCard =
  (config: Camel<AdyenBrowserConfig>): MountAdyenCard =>
  async (element, onChange) => {
    const checkout = await AdyenCheckout({
      clientKey: config.clientKey,
      environment: config.environment,
      countryCode: 'US',
      locale: 'en-US',
      onChange: (state) => onChange(cardStateOf(state as unknown as ChangeState)),
    });
    const card = new Card(checkout, { hasHolderName: false, billingAddressRequired: false }).mount(element);
    return { unmount: () => card.unmount() };
  };
