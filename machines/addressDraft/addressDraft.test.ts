import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { hasCompleteAddress } from '../checkout/checkout.rules';
import type { CheckoutShop } from '../checkout/checkout.types';
import { ADDRESS_MESSAGES } from '../checkout/contact.rules';
import type { ReceiptFulfilment } from '../receipt/receipt.types';
import type { ValidateDraftAddressInput, ValidateDraftAddressOutput } from './addressDraft.actors';
import { addressDraftMachine } from './addressDraft.machine';
import { draftErrors, emptyDraft, searchedAddress } from './addressDraft.rules';
import { fulfilmentSummary } from '../receipt/receipt.rules';
import { selectDraftCheck, selectOffered, type AddressField, type DraftAddress, type SaveFulfilmentParams } from './addressDraft.types';
import { openShop } from '../checkout/checkout.fixtures';

const shop = openShop(7);
const courtSt: DraftAddress = { address: '123 Court St', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '11201' };
const answer = (deliversTo: boolean): ValidateDraftAddressOutput => ({
  deliversTo,
  formattedAddress: '123 Court St, Brooklyn, NY 11201, USA',
  components: [{ longName: '11201', shortName: '11201', types: ['postal_code'] }],
});

type Zone = (input: ValidateDraftAddressInput) => Promise<ValidateDraftAddressOutput>;

// validateDraftAddress is the stubbed boundary (the zone check); saveFulfilment records what the app would get.
function start({
  zone = async () => answer(true),
  shopFacts = {},
  fulfilment,
  searched,
}: { zone?: Zone; shopFacts?: Partial<CheckoutShop>; fulfilment?: ReceiptFulfilment; searched?: DraftAddress } = {}) {
  const checked: ValidateDraftAddressInput[] = [];
  const saved: SaveFulfilmentParams[] = [];
  const actor = createActor(
    addressDraftMachine.provide({
      actors: { validateDraftAddress: fromPromise(async ({ input }) => (checked.push(input), zone(input))) },
      actions: { saveFulfilment: (_, params) => void saved.push(params) },
    }),
    { input: { shop: { ...shop, ...shopFacts }, fulfilment, searched } },
  );
  actor.start();
  const type = (address: Partial<DraftAddress>) => {
    for (const [field, value] of Object.entries(address)) actor.send({ type: 'draft.change', field: field as AddressField, value });
  };
  return { actor, checked, saved, type, check: () => selectDraftCheck(actor.getSnapshot()) };
}

describe('addressDraft machine', () => {
  it('starts with pickup by default, and saves pickup when the shop takes it', () => {
    const { actor, saved } = start();
    expect(actor.getSnapshot().value).toBe('pickup');
    actor.send({ type: 'preference.save' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(saved).toEqual([{ fulfilment: { forDelivery: false, address: null } }]);
  });

  it('starts from a delivery fulfilment with its address as the draft, unchecked', () => {
    const { actor, check } = start({ fulfilment: { forDelivery: true, address: courtSt } });
    expect(check()).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual(courtSt);
    expect(actor.getSnapshot().can({ type: 'preference.save' })).toBe(false);
  });

  it('saves delivery only once the zone check says the shop delivers there, with components and formatted address', async () => {
    const { actor, checked, saved, type, check } = start();
    actor.send({ type: 'preference.set', forDelivery: true });
    type(courtSt);
    expect(actor.getSnapshot().can({ type: 'preference.save' })).toBe(false);
    actor.send({ type: 'draft.validate' });
    expect(check()).toBe('validating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Nothing changes the draft while the check runs.
    actor.send({ type: 'draft.change', field: 'address', value: '9 Other St' });
    actor.send({ type: 'preference.set', forDelivery: false });
    await waitFor(actor, (s) => s.matches({ delivery: 'deliverable' }));
    expect(checked).toEqual([{ shopId: 7, address: courtSt }]);
    expect(actor.getSnapshot().context).toMatchObject({
      deliversTo: true,
      formattedAddress: answer(true).formattedAddress,
      components: answer(true).components,
    });
    actor.send({ type: 'preference.save' });
    expect(saved).toEqual([{ fulfilment: { forDelivery: true, address: courtSt } }]);
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('an address outside the zone is undeliverable and cannot be saved', async () => {
    const { actor, saved, type } = start({ zone: async () => answer(false) });
    actor.send({ type: 'preference.set', forDelivery: true });
    type(courtSt);
    actor.send({ type: 'draft.validate' });
    await waitFor(actor, (s) => s.matches({ delivery: 'undeliverable' }));
    expect(actor.getSnapshot().context.deliversTo).toBe(false);
    actor.send({ type: 'preference.save' });
    expect(saved).toEqual([]);
  });

  it('an address the geocoder cannot place is invalid', async () => {
    const { actor, type } = start({ zone: async () => Promise.reject(new Error('Address not found')) });
    actor.send({ type: 'preference.set', forDelivery: true });
    type({ ...courtSt, zipcode: '00000' });
    actor.send({ type: 'draft.validate' });
    await waitFor(actor, (s) => s.matches({ delivery: 'invalid' }));
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('an incomplete draft or a ZIP that is not a number fails without asking the shop', () => {
    const { actor, checked, type } = start();
    actor.send({ type: 'preference.set', forDelivery: true });
    actor.send({ type: 'draft.validate' });
    expect(actor.getSnapshot().value).toEqual({ delivery: 'invalid' });
    const required = ADDRESS_MESSAGES.required;
    expect(actor.getSnapshot().context.errors).toEqual({ address: required, city: required, state: required, zipcode: required });
    type({ ...courtSt, zipcode: '112O1' });
    expect(actor.getSnapshot().value).toEqual({ delivery: 'editing' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'draft.validate' });
    expect(actor.getSnapshot().context.errors).toEqual({ zipcode: ADDRESS_MESSAGES.zipcodeMissing });
    expect(checked).toEqual([]);
  });

  it('a change to street, city, state or ZIP needs a new check; the apartment alone keeps the answer', async () => {
    const { actor, type, check } = start();
    actor.send({ type: 'preference.set', forDelivery: true });
    type(courtSt);
    actor.send({ type: 'draft.validate' });
    await waitFor(actor, (s) => s.matches({ delivery: 'deliverable' }));
    type({ address2: 'Apt 2' });
    expect(check()).toBe('deliverable');
    expect(actor.getSnapshot().context.draft.address2).toBe('Apt 2');
    type({ zipcode: '11202' });
    expect(check()).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ deliversTo: null, formattedAddress: null, components: [] });
  });

  it('clear empties the draft; discard returns to the address in use', async () => {
    const { actor, type, check } = start({ fulfilment: { forDelivery: true, address: courtSt } });
    expect(actor.getSnapshot().can({ type: 'draft.discard' })).toBe(false);
    type({ address: '100 Main St', zipcode: '11234' });
    actor.send({ type: 'draft.discard' });
    expect(actor.getSnapshot().context.draft).toEqual(courtSt);
    actor.send({ type: 'draft.clear' });
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft);
    expect(actor.getSnapshot().can({ type: 'draft.clear' })).toBe(false);
    actor.send({ type: 'draft.discard' });
    expect(actor.getSnapshot().context.draft).toEqual(courtSt);
    actor.send({ type: 'draft.validate' });
    await waitFor(actor, (s) => s.matches({ delivery: 'deliverable' }));
    actor.send({ type: 'draft.clear' });
    expect(check()).toBe('editing');
    expect(actor.getSnapshot().context.deliversTo).toBeNull();
    // With no address in use there is nothing to discard to.
    expect(start().actor.getSnapshot().can({ type: 'draft.discard' })).toBe(false);
  });

  it('switching to pickup drops the check; coming back to delivery keeps the draft, unchecked', async () => {
    const { actor, type, check, saved } = start({ fulfilment: { forDelivery: false, address: courtSt } });
    actor.send({ type: 'preference.set', forDelivery: true });
    type({ address2: 'Apt 2' });
    actor.send({ type: 'draft.validate' });
    await waitFor(actor, (s) => s.matches({ delivery: 'deliverable' }));
    actor.send({ type: 'preference.set', forDelivery: false });
    expect(actor.getSnapshot().value).toBe('pickup');
    expect(actor.getSnapshot().context).toMatchObject({ forDelivery: false, deliversTo: null });
    actor.send({ type: 'preference.set', forDelivery: true });
    expect(check()).toBe('editing');
    expect(actor.getSnapshot().context.draft.address2).toBe('Apt 2');
    actor.send({ type: 'preference.set', forDelivery: false });
    actor.send({ type: 'preference.save' });
    // Pickup keeps the address in use (not the unsaved draft).
    expect(saved).toEqual([{ fulfilment: { forDelivery: false, address: courtSt } }]);
  });

  it('follows what the shop offers (spec: fulfilment validity)', () => {
    const deliveryOnly = start({ shopFacts: { doesPickup: false } });
    expect(deliveryOnly.check()).toBe('editing');
    expect(selectOffered(deliveryOnly.actor.getSnapshot())).toEqual({ delivery: true, pickup: false });
    deliveryOnly.actor.send({ type: 'preference.set', forDelivery: false });
    expect(deliveryOnly.check()).toBe('editing');

    const pickupOnly = start({ shopFacts: { doesDelivery: false }, fulfilment: { forDelivery: true, address: courtSt } });
    expect(pickupOnly.actor.getSnapshot().value).toBe('pickup');
    pickupOnly.actor.send({ type: 'preference.set', forDelivery: true });
    expect(pickupOnly.actor.getSnapshot().value).toBe('pickup');

    // Closed for pickup with no next opening: pickup is shown, not saved; delivery opening later is offered.
    const later = start({ shopFacts: { isOpenForPickup: false, isOpenForDelivery: false, nextDeliveryOpen: '2030-01-01T17:00:00Z' } });
    expect(later.check()).toBe('editing');
    const closed = start({ shopFacts: { isOpenForPickup: false, isOpenForDelivery: false } });
    expect(closed.actor.getSnapshot().value).toBe('pickup');
    closed.actor.send({ type: 'preference.save' });
    expect(closed.saved).toEqual([]);
  });
});

describe('addressDraft from a delivery search (issue 32 item 1)', () => {
  it('checks the searched address at once and, inside the zone, makes it the fulfilment without a Save', async () => {
    const { actor, checked, saved, check } = start({ searched: courtSt });
    expect(check()).toBe('validating');
    await waitFor(actor, (s) => s.status === 'done');
    expect(checked).toEqual([{ shopId: 7, address: courtSt }]);
    expect(saved).toEqual([{ fulfilment: { forDelivery: true, address: courtSt } }]);
  });

  it('outside the zone stays on delivery, undeliverable, with pickup offered; a later check waits for Save', async () => {
    let inZone = false;
    const { actor, saved, type } = start({ searched: courtSt, zone: async () => answer(inZone) });
    await waitFor(actor, (s) => s.matches({ delivery: 'undeliverable' }));
    expect(actor.getSnapshot().context.draft).toEqual(courtSt);
    expect(selectOffered(actor.getSnapshot()).pickup).toBe(true);
    expect(saved).toEqual([]);
    inZone = true;
    type({ address: '9 Other St' });
    actor.send({ type: 'draft.validate' });
    await waitFor(actor, (s) => s.matches({ delivery: 'deliverable' }));
    expect(saved).toEqual([]);
    actor.send({ type: 'preference.set', forDelivery: false });
    actor.send({ type: 'preference.save' });
    expect(saved).toEqual([{ fulfilment: { forDelivery: false, address: null } }]);
  });

  it('a pickup-only shop ignores the searched address', () => {
    const { actor, checked } = start({ searched: courtSt, shopFacts: { doesDelivery: false } });
    expect(actor.getSnapshot().value).toBe('pickup');
    expect(checked).toEqual([]);
  });

  it('a shop open only for delivery right now starts on delivery, not pickup', () => {
    const { check } = start({ shopFacts: { isOpenForPickup: false, nextPickupOpen: '2030-01-01T21:00:00Z' } });
    expect(check()).toBe('editing');
  });

  // What the place search writes for a picked prediction (spec §2: search_address), and what is too vague to check.
  it.each([
    ['100 Court St, Brooklyn, NY 11201', { address: '100 Court St', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '11201' }],
    ['100 Court St, Brooklyn, NY 11201, USA', { address: '100 Court St', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '11201' }],
    ['  5 Main St , Chicago , il 60601-1234 ', { address: '5 Main St', address2: '', city: 'Chicago', state: 'IL', zipcode: '60601-1234' }],
    ['Brooklyn, NY 11201', null],
    ['Court St, Brooklyn, NY 11201', null],
    ['100 Court St, Brooklyn, NY', null],
    ['', null],
  ])('searchedAddress(%j)', (text, expected) => {
    expect(searchedAddress(text)).toEqual(expected);
  });
});

describe('addressDraft rules', () => {
  it.each([
    emptyDraft,
    courtSt,
    { ...courtSt, zipcode: '11201-1234' },
    { ...courtSt, zipcode: '112O1' },
    { ...courtSt, zipcode: '1120' },
    { ...courtSt, city: ' ' },
    { ...courtSt, address2: '', state: '' },
  ])('field messages are empty exactly when checkout would check the address (%o)', (draft) => {
    expect(Object.keys(draftErrors(draft)).length === 0).toBe(hasCompleteAddress(draft));
  });

  it('summarises the fulfilment in use', () => {
    expect(fulfilmentSummary({ forDelivery: false, address: courtSt })).toBe('Pickup');
    expect(fulfilmentSummary({ forDelivery: true, address: courtSt })).toBe('Delivery to 123 Court St');
    expect(fulfilmentSummary({ forDelivery: true, address: null })).toBe('Delivery');
  });
});
