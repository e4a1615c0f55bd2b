import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyActorLogic } from 'xstate';
import type { SaveCardInput } from '@machines/saveCard/saveCard.types';
import type { SaveCardRef } from '@/effects/saveCard';
import { useSystem } from '@/SystemProvider';

/**
 * A page's "add a card" (the account's new-card page, checkout's newCreditCardModal) joins the app's actor system while
 * the page shows it (machines/app: saveCard.open, and saveCard.close when the page goes): its 3-D Secure challenge is
 * on the system's modal. `logic` carries the page's follow-up to a saved card; `logic` and `input` are read once (keep
 * them stable). None until the page's effect has run.
 */
export function useSaveCard(logic: AnyActorLogic, input: SaveCardInput): SaveCardRef | null {
  const { app } = useSystem();
  useEffect(() => {
    app.send({ type: 'saveCard.open', logic, input });
    return () => app.send({ type: 'saveCard.close' });
  }, [app, logic, input]);
  return useSelector(app, (state) => ((state.children as Record<string, unknown>).saveCard as SaveCardRef | undefined) ?? null);
}
