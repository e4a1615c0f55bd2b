// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardFieldChangeEvent } from './element';
import { SandboxElementsGroup } from './elementsGroup';
import { CardSandboxUnsupportedError, IntegrationError } from './errors';
import { backspace, fieldNamed, pasteInto, settle, typeInto } from './testing';

const NUMBER = 'Credit or debit card number';
const EXPIRY = 'Credit or debit card expiration date';
const CVC = 'Credit or debit card CVC';

const thisYear = new Date().getFullYear();
const futureYY = String((thisYear + 4) % 100).padStart(2, '0');
const pastYY = String((thisYear - 1) % 100).padStart(2, '0');

let group: SandboxElementsGroup;
let host: HTMLElement;

function mountField(type: 'cardNumber' | 'cardExpiry' | 'cardCvc', options = {}) {
  const container = document.createElement('div');
  container.id = `${type}-container`;
  host.append(container);
  const element = group.create(type, options);
  element.mount(container);
  const changes: CardFieldChangeEvent[] = [];
  element.on('change', (event: CardFieldChangeEvent) => changes.push(event));
  return { element, container, changes };
}

beforeEach(() => {
  group = new SandboxElementsGroup();
  host = document.createElement('main');
  document.body.append(host);
});

afterEach(() => {
  host.remove();
});

describe('mounting', () => {
  it('renders a plain input named as Stripe names its frames, with card autocomplete and a numeric keypad', () => {
    mountField('cardNumber');
    mountField('cardExpiry');
    mountField('cardCvc');
    const expected = [
      [NUMBER, 'cc-number', '1234 1234 1234 1234'],
      [EXPIRY, 'cc-exp', 'MM / YY'],
      [CVC, 'cc-csc', 'CVC'],
    ];
    for (const [name, autocomplete, placeholder] of expected) {
      const input = fieldNamed(host, name);
      expect(input.tagName).toBe('INPUT');
      expect(input.type).toBe('text');
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
      expect(input.getAttribute('inputmode')).toBe('numeric');
      expect(input.placeholder).toBe(placeholder);
      expect(input.disabled).toBe(false);
    }
    expect(host.querySelector('iframe')).toBeNull();
  });

  it('takes a placeholder from the options and mounts into a selector', () => {
    const container = document.createElement('div');
    container.id = 'card-number';
    host.append(container);
    group.create('cardNumber', { placeholder: 'Card number' }).mount('#card-number');
    expect(fieldNamed(container, NUMBER).placeholder).toBe('Card number');
  });

  it('refuses a selector that matches nothing, a second mount, and a mount after destroy', () => {
    const element = group.create('cardNumber');
    expect(() => element.mount('#nowhere')).toThrow(IntegrationError);
    const { element: mounted, container } = mountField('cardExpiry');
    expect(() => mounted.mount(container)).toThrow(/already mounted/);
    mounted.destroy();
    expect(() => mounted.mount(container)).toThrow(/destroyed/);
  });

  it("fires 'ready' after mount, and to a handler attached once it is ready", async () => {
    const element = group.create('cardCvc');
    const early = vi.fn();
    element.on('ready', early);
    const container = document.createElement('div');
    host.append(container);
    element.mount(container);
    expect(early).not.toHaveBeenCalled();
    await settle();
    expect(early).toHaveBeenCalledExactlyOnceWith({ elementType: 'cardCvc' });
    const late = vi.fn();
    element.on('ready', late);
    await settle();
    expect(late).toHaveBeenCalledExactlyOnceWith({ elementType: 'cardCvc' });
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('creates one element of a type per group, finds it with getElement, and frees the type on destroy', () => {
    const element = group.create('cardNumber');
    expect(group.getElement('cardNumber')).toBe(element);
    expect(group.getElement('cardCvc')).toBeNull();
    expect(group.getElement('payment')).toBeNull();
    expect(() => group.create('cardNumber')).toThrow('Can only create one Element of type cardNumber.');
    element.destroy();
    expect(group.getElement('cardNumber')).toBeNull();
    expect(group.create('cardNumber')).not.toBe(element);
  });

  it('refuses element types it does not implement', () => {
    expect(() => group.create('payment')).toThrow(CardSandboxUnsupportedError);
    expect(() => group.create('card')).toThrow('not supported by the card sandbox');
  });

  it('unmount takes the input out and keeps the value; destroy forgets it', () => {
    const { element, container } = mountField('cardNumber');
    typeInto(fieldNamed(container, NUMBER), '4242');
    element.unmount();
    expect(container.querySelector('input')).toBeNull();
    expect(container.className).toBe('');
    element.mount(container);
    expect(fieldNamed(container, NUMBER).value).toBe('4242');
    element.destroy();
    expect(container.querySelector('input')).toBeNull();
  });
});

describe('the number field', () => {
  it('formats as typed, reports the brand and completes on a valid number', () => {
    const { container, changes } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    typeInto(input, '4242424242424242');
    expect(input.value).toBe('4242 4242 4242 4242');
    expect(changes).toHaveLength(16);
    expect(changes[0]).toEqual({ elementType: 'cardNumber', empty: false, complete: false, error: undefined, brand: 'visa' });
    expect(changes[14]).toEqual({ elementType: 'cardNumber', empty: false, complete: false, error: undefined, brand: 'visa' });
    expect(changes[15]).toEqual({ elementType: 'cardNumber', empty: false, complete: true, error: undefined, brand: 'visa' });
  });

  it('takes no digit past the brand’s length and ignores what is not a digit', () => {
    const { container, changes } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    typeInto(input, '4242a424242424242-429');
    expect(input.value).toBe('4242 4242 4242 4242');
    expect(changes).toHaveLength(16);
  });

  it('groups amex 4-6-5 and reports brands as the prefix settles them', () => {
    const { container, changes } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    typeInto(input, '378282246310005');
    expect(input.value).toBe('3782 822463 10005');
    expect(changes.map((event) => event.brand).slice(0, 2)).toEqual(['unknown', 'amex']);
    expect(changes.at(-1)).toMatchObject({ complete: true, brand: 'amex' });
    typeInto(input, '9');
    expect(input.value).toBe('3782 822463 10005');
  });

  it.each([
    ['5555555555554444', 'mastercard', '5555 5555 5555 4444'],
    ['6011111111111117', 'discover', '6011 1111 1111 1117'],
    ['1234', 'unknown', '1234'],
  ])('%s is %s', (digits, brand, formatted) => {
    const { container, changes } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    typeInto(input, digits);
    expect(input.value).toBe(formatted);
    expect(changes.at(-1)?.brand).toBe(brand);
  });

  it('reports an incomplete number only when the field loses focus, and drops it when typing resumes', () => {
    const { container, changes } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    typeInto(input, '424242');
    expect(changes.every((event) => event.error === undefined)).toBe(true);
    input.blur();
    expect(changes.at(-1)).toEqual({
      elementType: 'cardNumber',
      empty: false,
      complete: false,
      brand: 'visa',
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const count = changes.length;
    input.focus();
    expect(changes).toHaveLength(count);
    typeInto(input, '4');
    expect(changes.at(-1)?.error).toBeUndefined();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('reports nothing when an empty field loses focus', () => {
    const { container, changes } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    input.focus();
    input.blur();
    expect(changes).toEqual([]);
  });

  it('reports a full-length number that fails the Luhn check at once', () => {
    const { container, changes } = mountField('cardNumber');
    typeInto(fieldNamed(container, NUMBER), '4242424242424241');
    expect(changes.at(-1)).toMatchObject({
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
  });

  it('deletes the digit before a separator on backspace and goes back to empty', () => {
    const { container, changes } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    typeInto(input, '42424');
    expect(input.value).toBe('4242 4');
    backspace(input);
    expect(input.value).toBe('4242');
    backspace(input, 4);
    expect(input.value).toBe('');
    expect(changes.at(-1)).toEqual({ elementType: 'cardNumber', empty: true, complete: false, error: undefined, brand: 'unknown' });
  });

  it('keeps the caret after the digit typed in the middle', () => {
    const { container } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    typeInto(input, '42424242');
    input.setSelectionRange(2, 2);
    typeInto(input, '1');
    expect(input.value).toBe('4214 2424 2');
    expect(input.selectionStart).toBe(3);
  });

  it('takes a pasted number with separators', () => {
    const { container, changes } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    pasteInto(input, '4242-4242-4242-4242');
    expect(input.value).toBe('4242 4242 4242 4242');
    expect(changes).toEqual([{ elementType: 'cardNumber', empty: false, complete: true, error: undefined, brand: 'visa' }]);
  });
});

describe('the expiry field', () => {
  it("formats digits as 'MM / YY' and completes on a future date", () => {
    const { container, changes } = mountField('cardExpiry');
    const input = fieldNamed(container, EXPIRY);
    typeInto(input, '1');
    expect(input.value).toBe('1');
    typeInto(input, '2');
    expect(input.value).toBe('12 / ');
    typeInto(input, futureYY);
    expect(input.value).toBe(`12 / ${futureYY}`);
    expect(changes.at(-1)).toEqual({ elementType: 'cardExpiry', empty: false, complete: true, error: undefined });
    expect(changes.at(-1)).not.toHaveProperty('brand');
  });

  it("completes the month: '4' is April, '1' then '5' is January of '5…'", () => {
    const { container } = mountField('cardExpiry');
    const input = fieldNamed(container, EXPIRY);
    typeInto(input, '4');
    expect(input.value).toBe('04 / ');
    backspace(input);
    expect(input.value).toBe('0');
    backspace(input);
    typeInto(input, '15');
    expect(input.value).toBe('01 / 5');
  });

  it('reports a past year at once and an unfinished date on blur', () => {
    const { container, changes } = mountField('cardExpiry');
    const input = fieldNamed(container, EXPIRY);
    typeInto(input, `12${pastYY}`);
    expect(changes.at(-1)).toMatchObject({
      complete: false,
      error: { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." },
    });
    backspace(input, 2);
    expect(changes.at(-1)?.error).toBeUndefined();
    input.blur();
    expect(changes.at(-1)).toMatchObject({ error: { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." } });
  });

  it('takes an autofilled MM/YYYY', () => {
    const { container, changes } = mountField('cardExpiry');
    const input = fieldNamed(container, EXPIRY);
    pasteInto(input, `04/20${futureYY}`);
    expect(input.value).toBe(`04 / ${futureYY}`);
    expect(changes.at(-1)?.complete).toBe(true);
  });
});

describe('the CVC field', () => {
  it('completes at three digits for a visa and takes no fourth', () => {
    const number = mountField('cardNumber');
    typeInto(fieldNamed(number.container, NUMBER), '4242');
    const { container, changes } = mountField('cardCvc');
    const input = fieldNamed(container, CVC);
    typeInto(input, '1234');
    expect(input.value).toBe('123');
    expect(changes.at(-1)).toEqual({ elementType: 'cardCvc', empty: false, complete: true, error: undefined });
  });

  it('follows the number’s brand: amex needs four digits', () => {
    const number = mountField('cardNumber');
    const cvc = mountField('cardCvc');
    const cvcInput = fieldNamed(cvc.container, CVC);
    typeInto(cvcInput, '123');
    expect(cvc.changes.at(-1)?.complete).toBe(true);
    // typing the number left the CVC field, so its new shortfall shows at once
    typeInto(fieldNamed(number.container, NUMBER), '37');
    expect(cvc.changes.at(-1)).toEqual({
      elementType: 'cardCvc',
      empty: false,
      complete: false,
      error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
    });
    typeInto(cvcInput, '4');
    expect(cvc.changes.at(-1)).toEqual({ elementType: 'cardCvc', empty: false, complete: true, error: undefined });
  });

  it('calls four digits invalid once the number turns out a visa', () => {
    const number = mountField('cardNumber');
    const cvc = mountField('cardCvc');
    typeInto(fieldNamed(cvc.container, CVC), '1234');
    expect(cvc.changes.at(-1)?.complete).toBe(true);
    typeInto(fieldNamed(number.container, NUMBER), '4');
    expect(cvc.changes.at(-1)?.error).toEqual({
      type: 'validation_error',
      code: 'invalid_cvc',
      message: "Your card's security code is invalid.",
    });
  });
});

describe('events, options and classes', () => {
  it("reports 'focus', 'blur' and 'escape'", () => {
    const { element, container } = mountField('cardExpiry');
    const seen: string[] = [];
    for (const type of ['focus', 'blur', 'escape'])
      element.on(type, (event: { elementType: string }) => seen.push(`${type}:${event.elementType}`));
    const input = fieldNamed(container, EXPIRY);
    element.focus();
    expect(input.ownerDocument.activeElement).toBe(input);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    element.blur();
    expect(seen).toEqual(['focus:cardExpiry', 'escape:cardExpiry', 'blur:cardExpiry']);
  });

  it('once calls a handler once; off removes one handler or all', () => {
    const { element, container } = mountField('cardCvc');
    const input = fieldNamed(container, CVC);
    const once = vi.fn();
    const kept = vi.fn();
    const removed = vi.fn();
    element.once('change', once);
    element.on('change', kept);
    element.on('change', removed);
    element.off('change', removed);
    typeInto(input, '12');
    expect(once).toHaveBeenCalledTimes(1);
    expect(kept).toHaveBeenCalledTimes(2);
    expect(removed).not.toHaveBeenCalled();
    element.off('change');
    typeInto(input, '3');
    expect(kept).toHaveBeenCalledTimes(2);
  });

  it('clear empties the field and reports it', () => {
    const { element, container, changes } = mountField('cardNumber');
    const input = fieldNamed(container, NUMBER);
    typeInto(input, '4242');
    element.clear();
    expect(input.value).toBe('');
    expect(changes.at(-1)).toEqual({ elementType: 'cardNumber', empty: true, complete: false, error: undefined, brand: 'unknown' });
  });

  it('update applies placeholder, disabled and style (base, state variants, pseudo-classes)', () => {
    const { element, container } = mountField('cardNumber', { style: { base: { fontSize: '16px', color: 'rgb(0, 0, 0)' } } });
    const input = fieldNamed(container, NUMBER);
    expect(input.style.getPropertyValue('font-size')).toBe('16px');
    element.update({
      placeholder: 'Card number',
      disabled: true,
      style: { base: { fontSize: '18px', fontFamily: 'serif', '::placeholder': { color: 'gray' } }, invalid: { color: 'red' } },
    });
    expect(input.placeholder).toBe('Card number');
    expect(input.disabled).toBe(true);
    expect(input.style.getPropertyValue('font-size')).toBe('18px');
    expect(input.style.getPropertyValue('font-family')).toBe('serif');
    expect(container.querySelector('style')?.textContent).toMatch(/::placeholder \{ color: gray !important; \}/);
    element.update({ disabled: false });
    typeInto(input, '4242424242424241');
    expect(input.style.getPropertyValue('color')).toBe('red');
  });

  it("puts Stripe's state classes on the container beside its own", () => {
    const { container } = mountField('cardCvc');
    container.classList.add('cardField');
    const input = fieldNamed(container, CVC);
    expect([...container.classList].sort()).toEqual(['StripeElement', 'StripeElement--empty', 'cardField']);
    input.focus();
    expect(container.classList.contains('StripeElement--focus')).toBe(true);
    typeInto(input, '12');
    input.blur();
    expect([...container.classList].sort()).toEqual(['StripeElement', 'StripeElement--invalid', 'cardField']);
    typeInto(input, '3');
    expect(container.classList.contains('StripeElement--complete')).toBe(true);
    expect(container.classList.contains('StripeElement--invalid')).toBe(false);
  });

  it('honours the classes option', () => {
    const { container } = mountField('cardCvc', { classes: { base: 'field', empty: 'field--empty' } });
    expect([...container.classList].sort()).toEqual(['field', 'field--empty']);
  });

  it('a <label for> the container focuses the input', () => {
    const label = document.createElement('label');
    label.htmlFor = 'cardNumber-container';
    label.textContent = 'Card number';
    host.append(label);
    const { container } = mountField('cardNumber');
    label.click();
    expect(document.activeElement).toBe(fieldNamed(container, NUMBER));
  });
});

describe('where the card goes', () => {
  it('keeps the digits out of the element and group objects and out of storage', () => {
    const { element, container } = mountField('cardNumber');
    typeInto(fieldNamed(container, NUMBER), '4242424242424242');
    expect(JSON.stringify(element)).not.toContain('4242');
    expect(Object.values(element).join()).not.toContain('4242');
    expect(JSON.stringify(group)).not.toContain('4242');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
