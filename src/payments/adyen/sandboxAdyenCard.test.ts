// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sandboxDecrypt } from '@contract/adyen-sandbox';
import type { AdyenCardState } from './adyenCard';
import { sandboxAdyenCard } from './sandboxAdyenCard';

const look = { root: 'card', field: 'field', label: 'label', input: 'input' };

async function mounted() {
  const states: AdyenCardState[] = [];
  const host = document.createElement('div');
  document.body.append(host);
  const card = await sandboxAdyenCard(host, (state) => states.push(state), look);
  const input = (label: string) => {
    const field = [...host.querySelectorAll('label')].find((each) => each.querySelector('span')?.textContent === label)!;
    return field.querySelector('input')!;
  };
  const type = (label: string, value: string) => {
    const target = input(label);
    target.value = value;
    target.dispatchEvent(new Event('input'));
  };
  return { states, host, card, input, type, last: () => states.at(-1)! };
}

describe("the sandbox's stand-in for Adyen's card component", () => {
  it("starts with every field invalid and no data, under Adyen's labels", async () => {
    const { last, host } = await mounted();
    expect(last()).toEqual({
      isValid: false,
      valid: { encryptedCardNumber: false, encryptedExpiryDate: false, encryptedSecurityCode: false },
      data: null,
    });
    expect([...host.querySelectorAll('span')].map((span) => span.textContent)).toEqual(['Card number', 'Expiry date', 'Security code']);
  });

  it('reports each field valid as it completes, and the card encrypted for the sandbox once all are', async () => {
    const { last, type, input } = await mounted();
    type('Card number', '4242424242424242');
    expect(input('Card number').value).toBe('4242 4242 4242 4242');
    expect(last().valid).toEqual({ encryptedCardNumber: true, encryptedExpiryDate: false, encryptedSecurityCode: false });
    type('Expiry date', '1234');
    type('Security code', '123');
    const state = last();
    expect(state.isValid).toBe(true);
    const method = state.data!.paymentMethod;
    expect(method.type).toBe('scheme');
    expect(sandboxDecrypt(method.encryptedCardNumber)).toBe('4242424242424242');
    expect(sandboxDecrypt(method.encryptedExpiryMonth)).toBe('12');
    expect(sandboxDecrypt(method.encryptedExpiryYear)).toBe('2034');
    expect(sandboxDecrypt(method.encryptedSecurityCode!)).toBe('123');
    expect(state.data!.browserInfo).toMatchObject({ javaEnabled: false });
  });

  it('a number failing the Luhn check and a past expiry stay invalid', async () => {
    const { last, type } = await mounted();
    type('Card number', '4242424242424241');
    type('Expiry date', '0120');
    type('Security code', '123');
    expect(last()).toMatchObject({
      isValid: false,
      valid: { encryptedCardNumber: false, encryptedExpiryDate: false, encryptedSecurityCode: true },
      data: null,
    });
  });

  it('unmount takes its fields away', async () => {
    const { host, card } = await mounted();
    card.unmount();
    expect(host.querySelector('input')).toBeNull();
  });
});
