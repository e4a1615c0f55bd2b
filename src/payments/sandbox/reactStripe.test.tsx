// @vitest-environment happy-dom
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { act, StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxStripe } from './client';
import { SandboxElementsGroup } from './elementsGroup';
import type { CardFieldChangeEvent } from './element';
import { fieldNamed, typeInto } from './testing';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

type Seen = { stripe: Stripe | null; elements: StripeElements | null };

function CardForm({
  seen,
  onNumberChange,
  onReady,
}: {
  seen: Seen;
  onNumberChange: (event: CardFieldChangeEvent) => void;
  onReady: () => void;
}) {
  // the test reads what the library's hooks gave the form
  /* eslint-disable react-hooks/immutability */
  seen.stripe = useStripe();
  seen.elements = useElements();
  /* eslint-enable react-hooks/immutability */
  const [brand, setBrand] = useState('unknown');
  return (
    <>
      <label htmlFor="card-number">Card number ({brand})</label>
      <CardNumberElement
        id="card-number"
        options={{ placeholder: 'Card number' }}
        onReady={onReady}
        onChange={(event) => {
          setBrand(event.brand);
          onNumberChange(event as CardFieldChangeEvent);
        }}
      />
      <CardExpiryElement />
      <CardCvcElement />
    </>
  );
}

describe('<Elements stripe={sandbox}> from @stripe/react-stripe-js', () => {
  it.each([false, true])(
    'hands out the sandbox through useStripe/useElements, mounts its fields and reports typing (StrictMode: %s)',
    async (strict) => {
      const stripe = createSandboxStripe({ apiBase: '/sandbox/stripe', publishableKey: 'pk_sandbox_crust' });
      const seen: Seen = { stripe: null, elements: null };
      const onNumberChange = vi.fn();
      const onReady = vi.fn();
      const tree = (
        <Elements stripe={stripe}>
          <CardForm seen={seen} onNumberChange={onNumberChange} onReady={onReady} />
        </Elements>
      );
      await act(async () => root.render(strict ? <StrictMode>{tree}</StrictMode> : tree));

      expect(seen.stripe).toBe(stripe);
      expect(seen.elements).toBeInstanceOf(SandboxElementsGroup);
      const numberElement = seen.elements?.getElement('cardNumber');
      expect(numberElement).toBeTruthy();
      expect(seen.elements?.getElement('cardExpiry')).toBeTruthy();
      expect(seen.elements?.getElement('cardCvc')).toBeTruthy();
      expect(onReady).toHaveBeenCalledOnce();

      const number = fieldNamed(container, 'Credit or debit card number');
      expect(number.placeholder).toBe('Card number');
      expect(container.querySelectorAll('input')).toHaveLength(3);
      fieldNamed(container, 'Credit or debit card expiration date');
      fieldNamed(container, 'Credit or debit card CVC');

      await act(async () => typeInto(number, '4242424242424242'));
      expect(number.value).toBe('4242 4242 4242 4242');
      expect(onNumberChange).toHaveBeenCalledTimes(16);
      expect(onNumberChange).toHaveBeenLastCalledWith({
        elementType: 'cardNumber',
        empty: false,
        complete: true,
        error: undefined,
        brand: 'visa',
      });
      expect(container.querySelector('label')?.textContent).toBe('Card number (visa)');

      // the component's props reach the element through update()
      await act(async () =>
        root.render(
          <Elements stripe={stripe}>
            <CardNumberElement options={{ placeholder: 'Number on the card', disabled: true }} />
          </Elements>,
        ),
      );
      expect(fieldNamed(container, 'Credit or debit card number').disabled).toBe(true);
      expect(fieldNamed(container, 'Credit or debit card number').placeholder).toBe('Number on the card');
      // unmounted components destroy their elements
      expect(container.querySelectorAll('input')).toHaveLength(1);
    },
  );

  it('accepts a promise of the sandbox, as from loadCardGateway()', async () => {
    const stripe = createSandboxStripe({ apiBase: '/sandbox/stripe', publishableKey: 'pk_sandbox_crust' });
    const seen: Seen = { stripe: null, elements: null };
    await act(async () =>
      root.render(
        <Elements stripe={Promise.resolve(stripe)}>
          <CardForm seen={seen} onNumberChange={() => {}} onReady={() => {}} />
        </Elements>,
      ),
    );
    expect(seen.stripe).toBe(stripe);
    expect(container.querySelectorAll('input')).toHaveLength(3);
  });
});
