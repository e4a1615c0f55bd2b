import type { ShopOrderSnapshot } from '@machines/shopOrder/shopOrder.types';
import type { BoardStreamEvent, LoadBoardOutput } from '@machines/board/board.types';
import type { OrderAction } from '@machines/shopOrder/shopOrder.types';
import { currentAccessToken } from './accessToken';

/** The pizzeria's order board API (server/domains/board), kept in the server's snake_case like the board machines read it. */
export const BOARD = '/services/board/api/v1';

export type StaffShop = { id: number; name: string; role: string };

/** A refused or failed board call: the HTTP status (null: no answer) and the server's message. */
export type BoardError = { status: number | null; message: string; messages: string[] };

async function authorised(headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const token = await currentAccessToken();
  return { Accept: 'application/json', ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

async function boardError(response: Response): Promise<BoardError> {
  const body = (await response.json().catch(() => null)) as { errors?: { message?: unknown }[] } | null;
  const messages = (body?.errors ?? []).flatMap((item) => (typeof item?.message === 'string' ? [item.message] : []));
  return { status: response.status, message: messages[0] ?? 'Something went wrong, please try again.', messages };
}

async function call<T>(path: string, init: RequestInit = {}, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${BOARD}${path}`, { ...init, headers: await authorised(headers) });
  } catch {
    throw { status: null, message: "We couldn't reach Crust. Check the connection.", messages: [] } satisfies BoardError;
  }
  if (!response.ok) throw await boardError(response);
  return (await response.json()) as T;
}

/** The shops the signed-in account is staff of (403 for a shopper). */
export const getStaffShops = () => call<{ shops: StaffShop[] }>('/staff/shops').then((answer) => answer.shops);

export const getBoardOrders = (shopId: number) => call<LoadBoardOutput>(`/shops/${shopId}/orders`);

/** One board action, with its Idempotency-Key (a retry of the same tap is applied once). */
export const postBoardAction = (shopId: number, uuid: string, { action, body, key }: OrderAction) =>
  call<{ order: ShopOrderSnapshot; applied: boolean }>(
    `/shops/${shopId}/orders/${uuid}/${action}`,
    {
      method: 'POST',
      body: body === null ? '{}' : JSON.stringify(body),
    },
    { 'Content-Type': 'application/json', 'Idempotency-Key': key },
  ).then((answer) => answer.order);

type StreamHandlers = { open: () => void; event: (event: BoardStreamEvent) => void; error: () => void };

/**
 * The shop's Server-Sent Events from `lastEventId` (sent as Last-Event-ID), read with fetch so the bearer token
 * rides along (EventSource sends no headers). Any end of the stream is an error: the board machine reconnects.
 * Answers the function that closes it.
 */
export function openBoardStream(shopId: number, lastEventId: number, on: StreamHandlers): () => void {
  const abort = new AbortController();
  let ended = false;
  const fail = () => {
    if (ended || abort.signal.aborted) return;
    ended = true;
    on.error();
  };
  // a tablet that loses its network says so at once; an open stream would otherwise hang until TCP gives up
  const offline = () => {
    fail();
    abort.abort();
  };
  globalThis.addEventListener?.('offline', offline);
  abort.signal.addEventListener('abort', () => globalThis.removeEventListener?.('offline', offline));
  void (async () => {
    const headers = await authorised({ Accept: 'text/event-stream', 'Last-Event-ID': String(lastEventId) });
    const response = await fetch(`${BOARD}/shops/${shopId}/events`, { headers, signal: abort.signal, cache: 'no-store' });
    if (!response.ok || !response.body) return fail();
    on.open();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return fail();
      buffer += value;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data) on.event(JSON.parse(data) as BoardStreamEvent);
        cut = buffer.indexOf('\n\n');
      }
    }
  })().catch(fail);
  return () => abort.abort();
}

/** One order as the kitchen reads it (server/domains/board/schema.ts boardOrder). */
export type BoardOrder = ShopOrderSnapshot & {
  number: number;
  placed_at: string;
  scheduled_at: string | null;
  min_eta: string;
  max_eta: string;
  customer: { first_name: string; phone: string };
  items: {
    name: string;
    product_type_name: string;
    quantity: number;
    selections: { name: string; area: string | null }[];
    special_request: string | null;
  }[];
  delivery: { address: string; address2: string | null; city: string; zipcode: string; instruction: string | null } | null;
  order_option_types: string[];
  payment: {
    method: 'cash' | 'credit' | 'paypal';
    card_brand: string | null;
    last_four: string | null;
    wallet: string | null;
    status: string;
    refunded_amount: number;
    total: number;
    tip: number;
  };
  adjusted_amount: number;
  void_reason: string | null;
};
