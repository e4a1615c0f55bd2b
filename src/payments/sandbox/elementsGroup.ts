import type { StripeError } from '@stripe/stripe-js';
import { readCardDetails } from './cardDetails';
import type { CardBrand } from './cardNumberRules';
import { SandboxCardElement, fieldInternals, type CardFieldOptions, type FieldHost } from './element';
import { CardSandboxUnsupportedError, IntegrationError } from './errors';
import { isCardFieldType, type CardFieldType } from './fields';

const groupFields = new WeakMap<object, (type: CardFieldType) => SandboxCardElement | undefined>();

/** The element of a type in a sandbox Elements group (undefined for anything else): for the sandbox's API calls. */
export function groupField(group: unknown, type: CardFieldType): SandboxCardElement | undefined {
  return typeof group === 'object' && group !== null ? groupFields.get(group)?.(type) : undefined;
}

/**
 * The sandbox's `stripe.elements()`: creates at most one element of each card type, lets the CVC
 * follow the number's brand, and answers getElement, update, fetchUpdates, submit and on('update-end').
 */
export class SandboxElementsGroup {
  #fields = new Map<CardFieldType, SandboxCardElement>();
  #brand: CardBrand = 'unknown';
  #options: Record<string, unknown>;
  #updateEnd = new Set<() => void>();

  constructor(options: Record<string, unknown> = {}) {
    this.#options = { ...options };
    groupFields.set(this, (type) => this.#fields.get(type));
  }

  create(elementType: string, options: CardFieldOptions = {}): SandboxCardElement {
    if (!isCardFieldType(elementType)) throw new CardSandboxUnsupportedError(`elements.create('${elementType}')`);
    if (this.#fields.has(elementType)) throw new IntegrationError(`Can only create one Element of type ${elementType}.`);
    const element = new SandboxCardElement(elementType, options, this.#host);
    this.#fields.set(elementType, element);
    return element;
  }

  getElement(elementType: string): SandboxCardElement | null {
    return isCardFieldType(elementType) ? (this.#fields.get(elementType) ?? null) : null;
  }

  /** Stores the group's options (locale, fonts, appearance have no effect on the sandbox's inputs). */
  async update(options: Record<string, unknown>): Promise<void> {
    this.#options = { ...this.#options, ...options };
    for (const handler of [...this.#updateEnd]) handler();
  }

  async fetchUpdates(): Promise<{ error?: { message: string; status?: string } }> {
    return {};
  }

  /** Checks the card fields as createPaymentMethod would, without calling the API. */
  async submit(): Promise<
    { error: StripeError; selectedPaymentMethod?: undefined } | { selectedPaymentMethod: string; error?: undefined }
  > {
    const read = readCardDetails((type) => this.#fields.get(type));
    return 'error' in read ? { error: read.error } : { selectedPaymentMethod: 'card' };
  }

  on(eventType: 'update-end', handler: () => void): void {
    if (eventType !== 'update-end') throw new CardSandboxUnsupportedError(`elements.on('${String(eventType)}')`);
    this.#updateEnd.add(handler);
  }

  readonly #host: FieldHost = {
    context: () => ({ brand: this.#brand, now: new Date() }),
    changed: (element, status) => {
      if (fieldInternals(element)?.type !== 'cardNumber') return;
      this.#followBrand(status.brand ?? 'unknown');
    },
    destroyed: (element) => {
      for (const [type, field] of this.#fields) {
        if (field !== element) continue;
        this.#fields.delete(type);
        if (type === 'cardNumber') this.#followBrand('unknown');
      }
    },
    field: (type) => this.#fields.get(type),
  };

  #followBrand(brand: CardBrand): void {
    if (brand === this.#brand) return;
    this.#brand = brand;
    fieldInternals(this.#fields.get('cardCvc'))?.refresh();
  }
}
