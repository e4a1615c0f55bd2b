import type { CheckoutContext, CheckoutMemory, PricedFulfilment } from './checkout.types';

/** The fulfilment the receipt must price: the address only once the shop said it delivers there. */
export const pricedFulfilment = ({ forDelivery, address, addressValidation, tender }: CheckoutContext): PricedFulfilment => ({
  forDelivery,
  address: addressValidation === 'deliverable' ? address : null,
  tender,
});

const ADDRESS_FIELDS = ['address', 'address2', 'city', 'state', 'zipcode'] as const;
const sameAddress = (a: PricedFulfilment['address'], b: PricedFulfilment['address']) =>
  a === null || b === null ? a === b : ADDRESS_FIELDS.every((field) => a[field] === b[field]);
const samePricing = (a: PricedFulfilment, b: PricedFulfilment) => a.forDelivery === b.forDelivery && a.tender === b.tender && sameAddress(a.address, b.address);

/** A total priced for exactly this fulfilment exists (a receipt for another one, re-pricing or failed, is not a total). */
export const hasCurrentReceipt = (context: CheckoutContext) =>
  context.receipt.pricedFor !== null && samePricing(context.receipt.pricedFor, pricedFulfilment(context));

export const meetsMinimum = (context: CheckoutContext) => context.receipt.minimumMessage === null;

export const checkoutMemory = ({ contact, forDelivery, address, tender }: CheckoutContext): CheckoutMemory => ({ contact, forDelivery, address, tender });
