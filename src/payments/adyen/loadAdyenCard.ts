import { getPaymentsConfig } from '@/api/payments';
import { loadOnce } from '../loadOnce';
import type { MountAdyenCard } from './adyenCard';
import { sandboxAdyenCard } from './sandboxAdyenCard';

async function load(): Promise<MountAdyenCard> {
  const { adyen } = await getPaymentsConfig();
  if (adyen.mode === 'sandbox') return sandboxAdyenCard;
  // only a configured Adyen account loads adyen-web (its secured fields come from Adyen)
  const { realAdyenCard } = await import('./realAdyenCard');
  return realAdyenCard(adyen);
}

/** The card component to mount: adyen-web with the server's client key, else the sandbox's stand-in. Loaded once; a failure lets the next call try again. */
export const loadAdyenCard: () => Promise<MountAdyenCard> = loadOnce(load);
