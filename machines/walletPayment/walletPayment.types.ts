import type { CancellationReason } from '../../server/contract/wallet-messages';
import type { PlaceOrderPayload } from '../checkout/checkout.payload';

export type { CancellationReason };

/** checkout §3 thirdPartyPayments: which wallets this browser can pay with (Stripe's canMakePayment). */
export type WalletAvailability = { applePay: boolean; googlePay: boolean };
/** The two wallet tenders (the receipt's and the server's tender names). */
export type WalletTender = 'apple' | 'google';

/** An order to be paid by a wallet, and which. */
export type WalletOrder = { tender: WalletTender; payload: PlaceOrderPayload };

/** checkout §3 paymentIntent {id, clientSecret}, and the amount it was made for (cents). */
export type WalletIntent = { id: string; clientSecret: string; amount: number };

export type WalletPaymentInput = {
  /** The web_third_party_payments flag, where the shop takes cards: without it no wallet is looked for. */
  enabled: boolean;
};

export type WalletPaymentContext = WalletPaymentInput & {
  available: WalletAvailability | null;
  intent: WalletIntent | null;
  /** The order the intent was last asked for; a request for the same priced order keeps a ready intent. */
  requested: WalletOrder | null;
  /** A request that came while an intent was being cancelled: asked for once the cancel is done. */
  pending: WalletOrder | null;
  cancelReason: CancellationReason | null;
  /** What went wrong, in the shopper's words. */
  error: string | null;
};

export type WalletPaymentEvent =
  /** The order as it stands and the tender chosen: a wallet tender needs an intent for it; another drops the one held. */
  | { type: 'wallet.order'; tender: string; payload: PlaceOrderPayload }
  /** "Try again" after asking for the intent failed. */
  | { type: 'wallet.retry'; tender: string; payload: PlaceOrderPayload }
  /** A refused order: its intent is cancelled with the reason (DELETE) and a new one asked for the order as it stands. */
  | { type: 'wallet.renew'; reason: CancellationReason; tender: string; payload: PlaceOrderPayload };

export type WalletStatus = 'checking' | 'unavailable' | 'idle' | 'requesting' | 'ready' | 'failed' | 'cancelling';

/** What checkout hears: the wallets here, the intent the wallet button pays, and whether that button may be used. */
export type WalletReport = {
  available: WalletAvailability | null;
  intent: WalletIntent | null;
  status: WalletStatus;
  error: string | null;
};

/** requestIntent's answer: the intent made or updated, and the strict total the receipt was recalculated to. */
export type RequestedIntent = { intent: WalletIntent; strictTotal: number };
