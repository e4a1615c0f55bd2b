import type { StripeElementClasses, StripeElementStyle } from '@stripe/stripe-js';
import type { CardBrand } from './cardNumberRules';
import { applyStyle, containerClasses, type FieldLook } from './elementStyle';
import { IntegrationError } from './errors';
import { FIELD_RULES, type CardFieldType, type FieldContext, type FieldRules } from './fields';
import type { FieldStatus, ValidationError } from './validationErrors';

/** The options Stripe's split card Elements take (create and update); the icon options have no effect here. */
export type CardFieldOptions = {
  placeholder?: string;
  style?: StripeElementStyle;
  classes?: StripeElementClasses;
  disabled?: boolean;
  showIcon?: boolean;
  iconStyle?: 'default' | 'solid';
  [option: string]: unknown;
};

/** Stripe's change event for the split card fields (`brand` on cardNumber only). */
export type CardFieldChangeEvent = {
  elementType: CardFieldType;
  empty: boolean;
  complete: boolean;
  error: ValidationError | undefined;
  brand?: CardBrand;
};

type Handler = (event: never) => unknown;

/** What an element needs from its Elements group. */
export type FieldHost = {
  context(): FieldContext;
  /** after every change of the element's digits (the group follows the number's brand) */
  changed(element: SandboxCardElement, status: FieldStatus & { brand?: CardBrand }): void;
  destroyed(element: SandboxCardElement): void;
  /** the group's element of a type, for reading a whole card from one of its fields */
  field(type: CardFieldType): SandboxCardElement | undefined;
};

/** The element's state for the sandbox's own modules; never reachable from the element object. */
export type FieldInternals = {
  type: CardFieldType;
  host: FieldHost;
  digits(): string;
  status(): FieldStatus & { brand?: CardBrand };
  mounted(): boolean;
  /** re-reads the rules' context (the number's brand changed) and reports a change of what is shown */
  refresh(): void;
};

const internals = new WeakMap<object, FieldInternals>();

/** The sandbox's handle on one of its elements, or undefined for anything else. */
export function fieldInternals(value: unknown): FieldInternals | undefined {
  return typeof value === 'object' && value !== null ? internals.get(value) : undefined;
}

let scopes = 0;

/** Where the caret goes: after the `count`-th digit of the formatted value. */
function positionAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index])) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

const countDigits = (text: string) => text.replace(/\D/g, '').length;

/**
 * One of Stripe's split card Elements (cardNumber, cardExpiry, cardCvc), rendered as a plain `<input>`
 * in the container it is mounted into: formatted as typed, validated by Stripe's rules, reporting
 * Stripe's events. Its digits stay inside it; only the sandbox's API calls read them.
 */
export class SandboxCardElement {
  readonly #type: CardFieldType;
  readonly #rules: FieldRules;
  readonly #host: FieldHost;
  readonly #scope = `crust-card-field-${(scopes += 1)}`;
  #options: CardFieldOptions;
  #digits = '';
  #formatted = '';
  #touched = false;
  #focused = false;
  #ready = false;
  #destroyed = false;
  #mountCount = 0;
  #container: HTMLElement | null = null;
  #input: HTMLInputElement | null = null;
  #sheet: HTMLStyleElement | null = null;
  #addedClasses: string[] = [];
  #detach: Array<() => void> = [];
  #listeners = new Map<string, Array<{ handler: Handler; call: Handler }>>();
  #shown = '';

  constructor(type: CardFieldType, options: CardFieldOptions, host: FieldHost) {
    this.#type = type;
    this.#rules = FIELD_RULES[type];
    this.#host = host;
    this.#options = { ...options };
    this.#shown = this.#shownKey();
    internals.set(this, {
      type,
      host,
      digits: () => this.#digits,
      status: () => this.#status(),
      mounted: () => this.#container !== null,
      refresh: () => this.#report(false),
    });
  }

  /** Renders the field's input inside a DOM element (or the first match of a CSS selector). */
  mount(domElement: string | HTMLElement): void {
    if (this.#destroyed) throw new IntegrationError('This Element has already been destroyed. Please create a new one.');
    if (this.#container)
      throw new IntegrationError('This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.');
    const container = typeof domElement === 'string' ? document.querySelector<HTMLElement>(domElement) : domElement;
    if (!container || typeof container.appendChild !== 'function') {
      throw new IntegrationError(
        typeof domElement === 'string'
          ? `The selector you specified (${domElement}) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mount().`
          : 'Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.',
      );
    }
    const input = this.#input ?? this.#createInput(container.ownerDocument);
    const sheet = this.#sheet ?? container.ownerDocument.createElement('style');
    this.#input = input;
    this.#sheet = sheet;
    this.#container = container;
    container.append(sheet, input);
    this.#listen(input, container);
    this.#render();
    const mountCount = (this.#mountCount += 1);
    queueMicrotask(() => {
      if (this.#container !== container || this.#mountCount !== mountCount) return;
      this.#ready = true;
      this.#emit('ready', { elementType: this.#type });
    });
  }

  /** Takes the input out of the page; the value stays for the next mount. */
  unmount(): void {
    if (!this.#container) return;
    for (const detach of this.#detach) detach();
    this.#detach = [];
    this.#container.classList.remove(...this.#addedClasses);
    this.#addedClasses = [];
    this.#input?.remove();
    this.#sheet?.remove();
    this.#container = null;
    this.#ready = false;
    this.#focused = false;
  }

  /** Unmounts, forgets the value and leaves the group (which may then create this type again). */
  destroy(): void {
    if (this.#destroyed) return;
    this.unmount();
    this.#destroyed = true;
    this.#digits = '';
    this.#formatted = '';
    this.#input = null;
    this.#sheet = null;
    this.#listeners.clear();
    internals.delete(this);
    this.#host.destroyed(this);
  }

  focus(): void {
    this.#input?.focus();
  }

  blur(): void {
    this.#input?.blur();
  }

  /** Empties the field (a change event follows). */
  clear(): void {
    this.#digits = '';
    this.#formatted = '';
    this.#touched = false;
    if (this.#input) this.#input.value = '';
    this.#host.changed(this, this.#status());
    this.#render();
    this.#report(true);
  }

  /** Merges options into the ones it was created with: placeholder, style, classes, disabled. */
  update(options: Partial<CardFieldOptions>): void {
    if (this.#destroyed) throw new IntegrationError('This Element has already been destroyed. Please create a new one.');
    this.#options = { ...this.#options, ...options };
    this.#render();
  }

  on(eventType: string, handler: Handler): this {
    this.#add(eventType, handler, handler);
    if (eventType === 'ready' && this.#ready) {
      // Stripe's frame is ready long after the page attaches its handlers; this input is ready at once,
      // so a handler attached after that still hears of it.
      queueMicrotask(() => {
        if (this.#ready && this.#listeners.get('ready')?.some((entry) => entry.handler === handler))
          (handler as (event: unknown) => unknown)({ elementType: this.#type });
      });
    }
    return this;
  }

  once(eventType: string, handler: Handler): this {
    const call = ((event: never) => {
      this.off(eventType, handler);
      return (handler as (event: never) => unknown)(event);
    }) as Handler;
    this.#add(eventType, handler, call);
    return this;
  }

  off(eventType: string, handler?: Handler): this {
    const entries = this.#listeners.get(eventType);
    if (!entries) return this;
    if (!handler) this.#listeners.delete(eventType);
    else
      this.#listeners.set(
        eventType,
        entries.filter((entry) => entry.handler !== handler),
      );
    return this;
  }

  #add(eventType: string, handler: Handler, call: Handler): void {
    if (this.#destroyed) return;
    this.#listeners.set(eventType, [...(this.#listeners.get(eventType) ?? []), { handler, call }]);
  }

  #emit(eventType: string, event: object): void {
    for (const { call } of [...(this.#listeners.get(eventType) ?? [])]) (call as (event: object) => unknown)(event);
  }

  #createInput(doc: Document): HTMLInputElement {
    const input = doc.createElement('input');
    input.type = 'text';
    input.name = this.#rules.name;
    input.autocomplete = this.#rules.autocomplete;
    input.inputMode = 'numeric';
    input.spellcheck = false;
    input.setAttribute('aria-label', this.#rules.label);
    input.setAttribute('autocorrect', 'off');
    input.className = this.#scope;
    return input;
  }

  #listen(input: HTMLInputElement, container: HTMLElement): void {
    const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void) => {
      target.addEventListener(type, listener);
      this.#detach.push(() => target.removeEventListener(type, listener));
    };
    on(input, 'input', (event) => this.#onInput(event));
    on(input, 'focus', () => {
      this.#focused = true;
      this.#render();
      this.#emit('focus', { elementType: this.#type });
    });
    on(input, 'blur', () => {
      this.#focused = false;
      if (this.#digits !== '') this.#touched = true;
      this.#render();
      this.#report(false);
      this.#emit('blur', { elementType: this.#type });
    });
    on(input, 'keydown', (event) => {
      if (event.key === 'Escape') this.#emit('escape', { elementType: this.#type });
    });
    // As with Stripe's frames, a <label for> the container's id focuses the field.
    if (container.id) {
      for (const label of Array.from(container.ownerDocument.getElementsByTagName('label'))) {
        if (label.htmlFor === container.id) on(label, 'click', () => input.focus());
      }
    }
  }

  #onInput(event: Event): void {
    const input = this.#input;
    if (!input) return;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const caretAtEnd = caret >= raw.length;
    const inputType = (event as InputEvent).inputType;
    const deleting = inputType ? inputType.startsWith('delete') : raw.length < this.#formatted.length;
    const context = this.#host.context();
    let digits = this.#rules.read(raw);
    let digitsBeforeCaret = countDigits(raw.slice(0, caret));
    if (deleting && digits === this.#digits && raw.length < this.#formatted.length && digitsBeforeCaret > 0) {
      // only a separator went: take the digit before it, as a reader expects
      digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
      digitsBeforeCaret -= 1;
    }
    const full = this.#digits !== '' && this.#rules.normalise(`${this.#digits}0`, context) === this.#digits;
    let next = this.#rules.normalise(digits, context);
    if (!deleting && full && digits.length > this.#digits.length) {
      // a full field takes no more digits (like maxlength), wherever the caret is
      digitsBeforeCaret -= digits.length - this.#digits.length;
      next = this.#digits;
    }
    const formatted = this.#rules.format(next, { typingForward: !deleting });
    input.value = formatted;
    this.#formatted = formatted;
    if (input.ownerDocument.activeElement === input) {
      const position = caretAtEnd ? formatted.length : positionAfterDigits(formatted, Math.min(digitsBeforeCaret, next.length));
      input.setSelectionRange(position, position);
    }
    const valueChanged = next !== this.#digits;
    this.#digits = next;
    this.#touched = false;
    if (valueChanged) this.#host.changed(this, this.#status());
    this.#render();
    this.#report(valueChanged);
  }

  #status(): FieldStatus & { brand?: CardBrand } {
    return this.#rules.evaluate(this.#digits, this.#host.context());
  }

  #shownError(status: FieldStatus): ValidationError | undefined {
    return status.error ?? (this.#touched && !status.empty ? status.pendingError : undefined);
  }

  #changeEvent(): CardFieldChangeEvent {
    const status = this.#status();
    const event: CardFieldChangeEvent = {
      elementType: this.#type,
      empty: status.empty,
      complete: status.complete,
      error: this.#shownError(status),
    };
    if (this.#type === 'cardNumber') event.brand = status.brand ?? 'unknown';
    return event;
  }

  #shownKey(): string {
    const { empty, complete, error, brand } = this.#changeEvent();
    return JSON.stringify([empty, complete, error?.code, brand]);
  }

  /** A change event for every new value, and for a change in what is shown (an error after blur, a new brand's rules). */
  #report(valueChanged: boolean): void {
    const key = this.#shownKey();
    if (!valueChanged && key === this.#shown) return;
    this.#shown = key;
    this.#render();
    this.#emit('change', this.#changeEvent());
  }

  #render(): void {
    const input = this.#input;
    const container = this.#container;
    if (!input || !container || !this.#sheet) return;
    const status = this.#status();
    const error = this.#shownError(status);
    input.placeholder = this.#options.placeholder ?? this.#rules.defaultPlaceholder;
    input.disabled = this.#options.disabled === true;
    input.setAttribute('aria-invalid', error ? 'true' : 'false');
    const look: FieldLook = { empty: status.empty, complete: status.complete, invalid: error !== undefined, focused: this.#focused };
    applyStyle(input, this.#sheet, this.#scope, this.#options.style, look);
    // the container's own classes stay; only the ones this field added come and go
    const classes = containerClasses(this.#options.classes, look);
    container.classList.remove(...this.#addedClasses.filter((name) => !classes.includes(name)));
    const kept = this.#addedClasses.filter((name) => classes.includes(name));
    const fresh = classes.filter((name) => !container.classList.contains(name));
    container.classList.add(...fresh);
    this.#addedClasses = [...kept, ...fresh];
  }
}
