import { tipAmount } from './checkout.tip';
import type { CheckoutContext, CheckoutMemory, PricedFulfilment } from './checkout.types';

/** The fulfilment the receipt must price: the address only once the shop said it delivers there, and the tip. */
export const pricedFulfilment = (context: CheckoutContext): PricedFulfilment => ({
  forDelivery: context.forDelivery,
  address: context.addressValidation === 'deliverable' ? context.address : null,
  tender: context.tender,
  tipAmount: tipAmount(context),
});

const ADDRESS_FIELDS = ['address', 'address2', 'city', 'state', 'zipcode'] as const;
const sameAddress = (a: PricedFulfilment['address'], b: PricedFulfilment['address']) =>
  a === null || b === null ? a === b : ADDRESS_FIELDS.every((field) => a[field] === b[field]);
const samePricing = (a: PricedFulfilment, b: PricedFulfilment) =>
  a.forDelivery === b.forDelivery && a.tender === b.tender && a.tipAmount === b.tipAmount && sameAddress(a.address, b.address);

/** A total priced for exactly this fulfilment exists (a receipt for another one, re-pricing or failed, is not a total). */
export const hasCurrentReceipt = (context: CheckoutContext) =>
  context.receipt.pricedFor !== null && samePricing(context.receipt.pricedFor, pricedFulfilment(context));

export const meetsMinimum = (context: CheckoutContext) => context.receipt.minimumMessage === null;

export const checkoutMemory = ({
  contact,
  forDelivery,
  address,
  tender,
  tip,
  orderOptions,
  specialInstructions,
}: CheckoutContext): CheckoutMemory => ({
  contact,
  forDelivery,
  address,
  tender,
  tip,
  orderOptions,
  specialInstructions,
});
