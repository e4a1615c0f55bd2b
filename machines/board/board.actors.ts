import { fromCallback, fromPromise } from 'xstate';
import type { BoardEvent, LoadBoardOutput } from './board.types';

/** GET the board API's shops/{id}/orders: the open orders and the event id they are as new as. */
export const loadBoard = fromPromise<LoadBoardOutput, { shopId: number }>(async () => {
  throw new Error('loadBoard not provided');
});

/**
 * Holds the shop's event stream open from `lastEventId`: sends stream.open once connected, stream.event for each
 * event, stream.error when it drops. Stopping the actor closes the connection.
 */
export const streamBoard = fromCallback<BoardEvent, { shopId: number; lastEventId: number }>(({ sendBack }) => {
  sendBack({ type: 'stream.error' });
  return () => undefined;
});
