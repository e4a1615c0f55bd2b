import type { ActorSystem, ActorSystemInfo, AnyActorRef } from 'xstate';

/**
 * The app's actors by systemId: the one actor system src/system.ts starts (machines/app); checkout while its page is
 * shown, the review widget while the menu is, the deals dialog's machine while it shows, a page's add-a-card form
 * while the page shows it.
 */
export type AppActorId = 'cart' | 'modal' | 'receipt' | 'promo' | 'session' | 'login' | 'checkout' | 'reviewWidget' | 'deals' | 'saveCard';

/**
 * `sendTo`'s target: another actor of the app's system. A machine started alone (its unit tests) has none: the event
 * goes back to the machine itself, which takes no other actor's events.
 */
export const systemActor =
  (systemId: AppActorId) =>
  ({ system, self }: { system: ActorSystem<ActorSystemInfo>; self: AnyActorRef }): AnyActorRef =>
    (system.get(systemId) as AnyActorRef | undefined) ?? self;
