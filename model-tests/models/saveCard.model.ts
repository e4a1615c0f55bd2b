import type { AnyMachineSnapshot } from 'xstate';
import { saveCardMachine } from '../../machines/saveCard/saveCard.machine';
import { CARD_DECLINED, CARD_VERIFICATION_FAILED, isCardComplete, PAYMENT_ERROR } from '../oracles/cards';
import type { SaveCardContext, SavedCard } from '../../machines/saveCard/saveCard.types';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';
import { checkoutBehindNewCardModal } from './checkoutParent';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SaveCardContext;

/**
 * The card a walk types, by what the card sandbox does with it (Stripe's test cards,
 * server/domains/stripe-sandbox/cards.ts). Each walk of the saveCard machine types one of them, so
 * the outcomes the real gateway gives it are the only ones walked.
 */
export const TYPED_CARDS = {
  /** saved at once */
  visa: { number: '4242 4242 4242 4242', lastFour: '4242' },
  /** its setup needs 3-D Secure: the hosted challenge page, Complete or Fail */
  threeDSecure: { number: '4000 0027 6000 3184', lastFour: '3184' },
  /** the setup is declined (card_declined) */
  declined: { number: '4000 0000 0000 0002', lastFour: '0002' },
  /** a well-formed card that is not a test card: the sandbox refuses to make it a payment method, as Stripe's test mode does */
  live: { number: '4111 1111 1111 1111', lastFour: '1111' },
} as const;
export type TypedCard = keyof typeof TYPED_CARDS;

/** Every card is typed with this expiry (12/34) and CVC. */
export const EXPIRY = { typed: '12 / 34', month: 12, year: 2034 };
export const CVC = '123';
export const ZIP = { valid: '10001', short: '1000' } as const;

const savedCard = (typed: TypedCard): SavedCard => ({
  id: 1,
  brand: 'visa',
  lastFour: TYPED_CARDS[typed].lastFour,
  expMonth: EXPIRY.month,
  expYear: EXPIRY.year,
});
/** The sandbox's own texts (src/payments/sandbox/stripeApi.ts, server/domains/stripe-sandbox/cards.ts), as Stripe words them. */
export const GATEWAY_CONNECTION_MESSAGE = 'An error occurred with our connection to Stripe. Please check your connection and try again.';
export const LIVE_CARD_MESSAGE =
  'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';
const CHALLENGE_URL = 'http://crust.test/sandbox/stripe/3ds/seti_model';

const apiError = (status: number | null, message: string, codes: string[] = []) => ({
  status,
  message,
  errors: [{ code: codes[0] ?? 'error', message }],
  orderErrorCodes: codes,
  messages: status === null ? [] : [message],
});
const outcome = (
  kind: 'done' | 'error',
  id: string,
  payload: Record<string, unknown>,
  answers: TypedCard[],
): ModelEvent & { answers: TypedCard[] } => ({ type: `xstate.${kind}.actor.${id}`, actorId: id, ...payload, answers });

/** Each outcome of an effect, and the cards the real gateway and server give it for. */
const OUTCOMES: Record<string, (ModelEvent & { answers: TypedCard[] })[]> = {
  'xstate.done.actor.tokenizeCard': [
    outcome('done', 'tokenizeCard', { output: { token: 'pm_model' } }, ['visa', 'threeDSecure', 'declined']),
  ],
  'xstate.error.actor.tokenizeCard': [
    // the browser's call to the gateway is cut: Stripe.js answers its connection error
    outcome('error', 'tokenizeCard', { error: { messages: [GATEWAY_CONNECTION_MESSAGE], codes: [] } }, ['visa']),
    outcome('error', 'tokenizeCard', { error: { messages: [LIVE_CARD_MESSAGE], codes: ['card_declined'] } }, ['live']),
  ],
  'xstate.done.actor.storeCard': [
    outcome('done', 'storeCard', { output: { card: savedCard('visa'), challengeUrl: null } }, ['visa']),
    outcome('done', 'storeCard', { output: { card: savedCard('threeDSecure'), challengeUrl: CHALLENGE_URL } }, ['threeDSecure']),
  ],
  'xstate.error.actor.storeCard': [
    outcome('error', 'storeCard', { error: apiError(422, CARD_DECLINED, [PAYMENT_ERROR]) }, ['declined']),
    outcome('error', 'storeCard', { error: apiError(null, 'ERR_NETWORK') }, ['visa']),
  ],
  'xstate.done.actor.confirmCard': [outcome('done', 'confirmCard', { output: { card: savedCard('threeDSecure') } }, ['threeDSecure'])],
  'xstate.error.actor.confirmCard': [
    // "Fail authentication": the server finds the setup failed, deletes the card and answers 422
    outcome('error', 'confirmCard', { error: apiError(422, CARD_VERIFICATION_FAILED, [PAYMENT_ERROR]) }, ['threeDSecure']),
    outcome('error', 'confirmCard', { error: apiError(null, 'ERR_NETWORK') }, ['threeDSecure']),
  ],
};

const statusOf = (event: ModelEvent) => (event.error as { status?: number | null }).status ?? null;

/**
 * As placeOrder's child (forOrder) the machine saves the card checkout read and ends with its output: the account's page and
 * checkout's dialog never start it so. The placeOrder suite walks that run in the browser as placeOrder's outcomes of its
 * saveCard child (saved, saved after its challenge, refused, challenge failed or closed); what it passes through here is not
 * recorded under saveCard.
 */
/**
 * The saveCard machine walked with one typed card. The visa walk also tries the form's checks (a
 * partial number, a short ZIP, "Save card" too early); the other walks type their card whole.
 */
export function saveCardModel(typed: TypedCard): ModelDefinition<typeof saveCardMachine> {
  const tables = Object.fromEntries(
    Object.entries(OUTCOMES).map(([type, events]) => [
      type,
      events.filter((event) => event.answers.includes(typed)).map(({ answers: _, ...event }) => event),
    ]),
  );
  return {
    name: 'saveCard',
    machine: saveCardMachine,
    input: { email: 'ann@example.com', name: 'Ann Lee' },
    outcomes: {
      ...tables,
      'card.change': [
        { type: 'card.change', field: 'cardNumber', state: 'error' },
        { type: 'card.change', field: 'cardNumber', state: 'complete' },
        { type: 'card.change', field: 'cardExpiry', state: 'complete' },
        { type: 'card.change', field: 'cardCvc', state: 'complete' },
      ],
      'card.postalCode': [
        { type: 'card.postalCode', value: ZIP.short },
        { type: 'card.postalCode', value: ZIP.valid },
      ],
      'challenge.return': [{ type: 'challenge.return', intentId: 'seti_model' }],
    },
    contextKey: (snapshot) => {
      const { fields, submitted, failure } = contextOf(snapshot);
      return { fields, submitted, failure: failure ? { message: failure.messages[0], paymentError: failure.paymentError } : null };
    },
    filterEvents: (snapshot, event) => {
      const { fields } = contextOf(snapshot);
      const checks = typed === 'visa';
      switch (event.type) {
        case 'card.change': {
          const { field, state } = event as unknown as { field: keyof typeof fields; state: string };
          // the fields are typed in the page's order, each once (a partial number first, then the whole one)
          if (fields[field] === state) return false;
          if (field === 'cardNumber') return state === 'complete' || (checks && fields.cardNumber === 'empty');
          if (field === 'cardExpiry') return fields.cardNumber !== 'empty';
          return fields.cardExpiry === 'complete';
        }
        case 'card.postalCode': {
          const { value } = event as unknown as { value: string };
          if (fields.cardCvc !== 'complete' || fields.postalCode === value) return false;
          return value === ZIP.valid || (checks && fields.postalCode === '');
        }
        case 'card.submit':
          // "Save card" too early is tried by the visa walk (the same transition in every walk)
          return checks || isCardComplete(fields);
        case 'card.restart':
          // the account's page has no dialog to open again: saveCardAtCheckout walks it
          return false;
        default:
          return true;
      }
    },
    eventLabel: (event) => {
      switch (event.type) {
        case 'card.change': {
          const { field, state } = event as unknown as { field: string; state: string };
          return `${field === 'cardNumber' ? 'number' : field === 'cardExpiry' ? 'expiry' : 'CVC'} ${state === 'complete' ? 'typed' : 'partly typed'}`;
        }
        case 'card.postalCode':
          return `ZIP ${event.value}`;
        case 'card.submit':
          return 'Save card';
        case 'xstate.done.actor.tokenizeCard':
          return 'the gateway makes the card';
        case 'xstate.error.actor.tokenizeCard':
          return (event.error as { codes: string[] }).codes.length ? 'the gateway refuses a live card' : 'the gateway call is cut';
        case 'xstate.done.actor.storeCard':
          return (event.output as { challengeUrl: string | null }).challengeUrl ? 'saved, 3-D Secure asked' : 'saved';
        case 'xstate.error.actor.storeCard':
          return statusOf(event) === null ? 'the save is cut' : 'the save is declined';
        case 'challenge.return':
          return 'the challenge returns';
        case 'challenge.abort':
          return 'Close the challenge';
        case 'card.restart':
          return 'Add a card to your account';
        case 'xstate.done.actor.confirmCard':
          return 'confirmed';
        case 'xstate.error.actor.confirmCard':
          return statusOf(event) === null ? 'the confirm is cut' : 'the verification failed';
        default:
          return event.type;
      }
    },
  };
}

/** The walk that types Stripe's 4242 (and tries the form's checks): the model the coverage gate finds for saveCard. */
export const saveCardVisaModel = saveCardModel('visa');

const isUntouched = (fields: SaveCardContext['fields']) =>
  fields.cardNumber === 'empty' && fields.cardExpiry === 'empty' && fields.cardCvc === 'empty' && fields.postalCode === '';
const VISA_SAVED = new Set(['xstate.done.actor.tokenizeCard', 'xstate.done.actor.storeCard']);

/**
 * The same machine at checkout, in newCreditCardModal, for a signed-in shopper with a saved card: the walk
 * starts with the modal open, types Stripe's 4242 whole and saves it (listed and picked at checkout), or
 * leaves a half-typed card (Cancel); "Add a card to your account" opens it again from empty fields
 * (card.restart). The form's checks, refusals and 3-D Secure are the account page's walks.
 */
export const saveCardAtCheckout: ModelDefinition<typeof saveCardMachine> = {
  ...saveCardVisaModel,
  // the saved card is checkout's (recorded under it)
  parent: checkoutBehindNewCardModal,
  filterEvents: (snapshot, event) => {
    const { fields } = contextOf(snapshot);
    if (event.type === 'card.restart') return snapshot.matches('saved') || !isUntouched(fields);
    if (event.type === 'card.change') return (event.state as string) === 'complete' && saveCardVisaModel.filterEvents!(snapshot, event);
    if (event.type === 'card.submit') return isCardComplete(fields);
    if (event.type.startsWith('xstate.'))
      return VISA_SAVED.has(event.type) && !(event.output as { challengeUrl?: string | null }).challengeUrl;
    return saveCardVisaModel.filterEvents!(snapshot, event) && !(event.type === 'card.postalCode' && event.value !== ZIP.valid);
  },
};
