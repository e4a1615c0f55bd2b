import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { lazyWithTimeout } from '@/chunks/lazyWithTimeout';
import { useHydrated } from '@/ssr/useHydrated';
import { useSystem } from '@/SystemProvider';

// its own chunk: the menu's first load does not grow, and guests never fetch it
const LastOrderCard = lazyWithTimeout(() => import('./LastOrderCard'));

/**
 * The menu's "Your last order here" card, for a signed-in shopper only (the app's session actor).
 * The server renders the menu for nobody in particular, so the card comes after hydration, below the
 * menu, where its arrival moves nothing the shopper is looking at. A session restored before the page
 * hydrates (a returning shopper) still waits for the hydration: the server's HTML has no card.
 */
export function LastOrder({ webSlug }: { webSlug: string }) {
  const { session } = useSystem();
  const hydrated = useHydrated();
  const userId = useSelector(session, (state) => (state.value === 'authenticated' ? (state.context.user?.id ?? null) : null));
  if (!hydrated || userId === null) return null;
  return (
    <Suspense fallback={null}>
      <LastOrderCard userId={userId} webSlug={webSlug} />
    </Suspense>
  );
}
