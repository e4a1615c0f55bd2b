import type Stripe from 'stripe';
import { contactProblems } from '../../contract/contact';
import type {
  ConfirmPaymentMethodRequest,
  CreatePaymentMethodRequest,
  NextAction,
  PaymentMethodResponse,
  SavedPaymentMethod,
} from '../../contract/payments';
import type { Database } from '../../db/database';
import { ApiError, sqlSafe } from '../api-error';
import type { UserRow } from '../users/repository';
import { confirmAdyenCard, deleteAdyenCard, saveAdyenCard } from './adyen-cards';
import {
  cardFailureOf,
  cardFailureOfLastError,
  cardNotFound,
  cardRefusal,
  CARD_DECLINED,
  gatewayError,
  paymentMethodRequired,
  rethrowGatewayError,
  verificationFailed,
} from './card-errors';
import {
  activateCard,
  findCustomerId,
  findGuestCard,
  findListedCards,
  findOwnCard,
  insertCard,
  keepCustomerId,
  markCardDeleted,
  type PaymentMethodRow,
} from './repository';
import type { CardGateway } from './stripe-client';
import { cardSecretMatches, newCardSecret } from './guest-card-secret';
import { presentCard } from './present-card';

/** A Stripe next action the storefront can show (a redirect to the hosted challenge page), or null. */
export function redirectNextAction(
  action: { type: string; redirect_to_url?: { url: string | null; return_url: string | null } | null } | null | undefined,
): NextAction | null {
  const redirect = action?.type === 'redirect_to_url' ? action.redirect_to_url : null;
  return redirect?.url ? { type: 'redirect_to_url', redirect_to_url: { url: redirect.url, return_url: redirect.return_url ?? '' } } : null;
}

/** GET v2/payment_methods: the account's listed cards; a guest has none (checkout §6: never 401). */
export async function listCards(
  db: Database,
  userId: number | null,
  gateway: SavedPaymentMethod['gateway'],
): Promise<SavedPaymentMethod[]> {
  if (userId === null) return [];
  return (await findListedCards(db, userId, gateway)).map(presentCard);
}

/** Card details of the gateway's payment method the browser made: pm_… as is, a tok_… (createToken) made into one. */
export async function cardPaymentMethod(
  stripe: Stripe,
  token: string | undefined,
): Promise<Stripe.PaymentMethod & { card: Stripe.PaymentMethod.Card }> {
  const id = token?.trim() ?? '';
  if (!/^(pm|tok)_[A-Za-z0-9_]{1,200}$/.test(id)) throw paymentMethodRequired();
  let method: Stripe.PaymentMethod;
  try {
    method = id.startsWith('tok_')
      ? await stripe.paymentMethods.create({ type: 'card', card: { token: id } })
      : await stripe.paymentMethods.retrieve(id);
  } catch (error) {
    rethrowGatewayError(error);
  }
  if (method.type !== 'card' || !method.card) throw paymentMethodRequired();
  return method as Stripe.PaymentMethod & { card: Stripe.PaymentMethod.Card };
}

/** The account's customer at Stripe, made the first time it saves a card. */
export async function ensureCustomer(db: Database, stripe: Stripe, user: UserRow, now: Date): Promise<string> {
  const known = await findCustomerId(db, user.id, 'stripe');
  if (known) return known;
  let customer: Stripe.Customer;
  try {
    const name = `${user.firstName} ${user.lastName}`.trim();
    customer = await stripe.customers.create({
      ...(user.email ? { email: user.email } : {}),
      ...(name ? { name } : {}),
      metadata: { crust_user_id: String(user.id) },
    });
  } catch (error) {
    rethrowGatewayError(error);
  }
  // two first saves at once: both made a customer, the first stored is kept (the other stays empty at Stripe)
  return keepCustomerId(db, user.id, 'stripe', customer.id, now);
}

/** Detaches a removed card at Stripe, best effort: it is never listed nor charged here again either way. */
async function detach(stripe: Stripe, row: PaymentMethodRow): Promise<void> {
  await stripe.paymentMethods.detach(row.gatewayPaymentMethodId).catch(() => undefined);
}

/** Deletes a card here and detaches it at the gateway (Stripe) or disables it (Adyen); false when another request deleted it first. */
export async function deleteCard(db: Database, gateway: CardGateway, row: PaymentMethodRow, now: Date): Promise<boolean> {
  if (row.gateway === 'adyen') return deleteAdyenCard(db, gateway.adyen, row, now);
  const deleted = await markCardDeleted(db, row.id, now);
  if (deleted) await detach(gateway.stripe, row);
  return deleted !== null;
}

/** A gateway the request cannot use here. */
export const gatewayUnavailable = () =>
  new ApiError(422, {
    code: 'gateway_unavailable',
    message: 'This payment gateway is not available. Please use another card.',
    field: 'gateway',
  });

const guestMustSignIn = () =>
  new ApiError(401, {
    code: 'not_signed_in',
    message: 'Please sign in to save a card for later. As a guest, your card is used for this order only.',
  });

export type SaveCardResult = PaymentMethodResponse;

/**
 * POST v2/payment_methods. A signed-in account keeps a card (single_use false) through a SetupIntent
 * that attaches it to the account's customer: succeeded → active; 3-D Secure needed → stored as
 * requires_action with the challenge's next action (confirmed by POST …/{id}/confirm). A single-use card
 * (a guest's, with the guest's email) is only recorded, never listed. Card errors: 422 payment_error.
 * Adyen's encrypted cards (gateway adyen) are stored at Adyen: adyen-cards.ts.
 */
export async function saveCard(
  db: Database,
  gateway: CardGateway,
  user: UserRow | null,
  body: CreatePaymentMethodRequest,
  returnUrl: string,
  now: Date,
): Promise<SaveCardResult> {
  if (!body.single_use && !user) throw guestMustSignIn();
  const email = sqlSafe(body.email?.trim() ?? '') || null;
  if (!user) {
    const problem = contactProblems({ firstName: '-', lastName: '-', email: email ?? '', phone: '0000000000' }).find(
      (p) => p.field === 'email',
    );
    if (problem)
      throw new ApiError(422, {
        code: problem.key === 'emailRequired' ? 'email_required' : 'email_invalid',
        message: problem.message,
        field: 'email',
      });
  }
  // a guest's card is bound to the browser that saved it: its secret is answered once, only its hash kept
  const secret = user ? null : newCardSecret();
  const withSecret = (answer: SaveCardResult): SaveCardResult => (secret ? { ...answer, client_secret: secret.secret } : answer);
  if (body.gateway === 'adyen') {
    return withSecret(
      await saveAdyenCard(db, gateway.adyen, user, body, returnUrl, email ?? user?.email ?? null, secret?.hash ?? null, now),
    );
  }
  const { stripe } = gateway;
  const method = await cardPaymentMethod(stripe, body.token);
  const card = {
    userId: user?.id ?? null,
    gateway: 'stripe' as const,
    gatewayPaymentMethodId: method.id,
    brand: method.card.brand,
    lastFour: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    singleUse: body.single_use,
    email,
    createdAt: now,
  };
  if (body.single_use) {
    const row = await insertCard(db, { ...card, status: 'active', gatewayCustomerId: null, clientSecretHash: secret?.hash ?? null });
    return withSecret({ payment_method: presentCard(row), next_action: null });
  }

  const customerId = await ensureCustomer(db, stripe, user!, now);
  let setup: Stripe.SetupIntent;
  try {
    setup = await stripe.setupIntents.create({
      payment_method: method.id,
      customer: customerId,
      usage: 'off_session',
      confirm: true,
      return_url: returnUrl,
      metadata: { crust_user_id: String(user!.id) },
    });
  } catch (error) {
    rethrowGatewayError(error);
  }
  const stored = { ...card, gatewayCustomerId: customerId, setupIntentId: setup.id };
  if (setup.status === 'succeeded') {
    return { payment_method: presentCard(await insertCard(db, { ...stored, status: 'active' })), next_action: null };
  }
  const nextAction = setup.status === 'requires_action' ? redirectNextAction(setup.next_action) : null;
  if (nextAction) {
    return { payment_method: presentCard(await insertCard(db, { ...stored, status: 'requires_action' })), next_action: nextAction };
  }
  throw cardRefusal(cardFailureOfLastError(setup.last_setup_error) ?? CARD_DECLINED);
}

const sameEmail = (saved: string | null, given: string | undefined) =>
  Boolean(saved && given && saved.trim().toLowerCase() === given.trim().toLowerCase());

/**
 * POST v2/payment_methods/{id}/confirm after the challenge: the setup succeeded → the card is active;
 * otherwise it is deleted (a failed 3-D Secure never saves a card) and 422 'Your card verification failed'.
 * An Adyen card's details carry its redirectResult (adyen-cards.ts); a guest (`user` null) confirms only
 * the single-use Adyen card saved with the email and the client_secret the body gives.
 */
export async function confirmCard(
  db: Database,
  gateway: CardGateway,
  user: UserRow | null,
  id: number,
  body: ConfirmPaymentMethodRequest,
  now: Date,
): Promise<PaymentMethodResponse> {
  const row = user ? await findOwnCard(db, user.id, id) : await findGuestCard(db, id);
  const guestMayConfirm = (card: PaymentMethodRow) =>
    card.gateway === 'adyen' && sameEmail(card.email, body.email) && cardSecretMatches(card.clientSecretHash, body.client_secret);
  if (!row || (!user && !guestMayConfirm(row))) throw cardNotFound();
  if (row.gateway === 'adyen') return confirmAdyenCard(db, gateway.adyen, row, body.details.redirectResult, now);
  if (row.status === 'active') return { payment_method: presentCard(row), next_action: null };
  if (!row.setupIntentId || body.details.setup_intent !== row.setupIntentId) {
    throw new ApiError(422, {
      code: 'setup_intent_mismatch',
      message: 'This verification does not belong to this card.',
      field: 'details.setup_intent',
    });
  }
  let setup: Stripe.SetupIntent;
  try {
    setup = await gateway.stripe.setupIntents.retrieve(row.setupIntentId);
  } catch (error) {
    if (cardFailureOf(error)) throw verificationFailed();
    throw gatewayError(error);
  }
  if (setup.status === 'succeeded') {
    const active = await activateCard(db, row.id);
    if (!active) throw cardNotFound();
    return { payment_method: presentCard(active), next_action: null };
  }
  await deleteCard(db, gateway, row, now);
  throw verificationFailed();
}

/** DELETE v2/payment_methods/{id}: the account's own card only (another's or an unknown id: 404, the same answer). */
export async function removeCard(db: Database, gateway: CardGateway, user: UserRow, id: number, now: Date): Promise<void> {
  const row = await findOwnCard(db, user.id, id);
  if (!row || !(await deleteCard(db, gateway, row, now))) throw cardNotFound();
}
