import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { boardMachine } from '@machines/board/board.machine';
import type { BoardEvent } from '@machines/board/board.types';
import { shopOrderMachine } from '@machines/shopOrder/shopOrder.machine';
import { getBoardOrders, openBoardStream, postBoardAction } from '../api/board';

let audio: AudioContext | null = null;

/**
 * A short two-tone beep through WebAudio. A browser that has not let the page play sound yet (no tap so far)
 * keeps the context suspended: nothing plays and nothing throws; the visible alert stays either way.
 */
export function beep(): void {
  try {
    const Context = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const at = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1175],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.001, at + offset);
      gain.gain.exponentialRampToValueAtTime(0.25, at + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, at + offset + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(at + offset);
      tone.stop(at + offset + 0.17);
    }
  } catch {
    // sound is a courtesy: the alert on screen is what must not fail
  }
}

/** The board machine on the board API: the open orders, then the shop's event stream. */
export const boardWithEffects = boardMachine.provide({
  actors: {
    loadBoard: fromPromise(({ input }) => getBoardOrders(input.shopId)),
    streamBoard: fromCallback<BoardEvent, { shopId: number; lastEventId: number }>(({ sendBack, input }) =>
      openBoardStream(input.shopId, input.lastEventId, {
        open: () => sendBack({ type: 'stream.open' }),
        event: (event) => sendBack({ type: 'stream.event', event }),
        error: () => sendBack({ type: 'stream.error' }),
      }),
    ),
  },
  actions: { beep },
});

/** One order card's lifecycle, its actions posted to the board API. */
export const shopOrderWithEffects = shopOrderMachine.provide({
  actors: { sendOrderAction: fromPromise(({ input }) => postBoardAction(input.shopId, input.uuid, input.pending)) },
});

export type BoardRef = ActorRefFrom<typeof boardWithEffects>;
export type ShopOrderRef = ActorRefFrom<typeof shopOrderWithEffects>;
