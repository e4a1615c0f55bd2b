import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { savedAddressesMachine } from './savedAddresses.machine';
import type { NewAddress, SavedAddress } from './savedAddresses.types';

/*
 * The boundary is stubbed: fetch, create and delete are fake actors that answer or throw what the API
 * client would (an ApiError-like `{ status, message, errors }`, or an axios-like `response`).
 */
const court: SavedAddress = { id: 1, address: '123 Court St', address2: '#3F', city: 'Brooklyn', state: 'NY', zipcode: '11201' };
const market: SavedAddress = { id: 2, address: '1600 Market St', address2: null, city: 'Philadelphia', state: 'PA', zipcode: '19103' };
const typed: NewAddress = { address: '1600 Market St', address2: '', city: 'Philadelphia', state: 'PA', zipcode: '19103' };

type Effects = {
  fetch?: () => Promise<SavedAddress[]>;
  create?: (address: NewAddress) => Promise<SavedAddress>;
  remove?: (id: number) => Promise<void>;
};

function start({ fetch = async () => [court], create = async () => market, remove = async () => {} }: Effects = {}) {
  const announced = vi.fn();
  const machine = savedAddressesMachine.provide({
    actors: {
      fetchAddresses: fromPromise(fetch),
      createAddress: fromPromise(({ input }) => create(input.address)),
      deleteAddress: fromPromise(({ input }) => remove(input.id)),
    },
    actions: { announceCreated: (_, params) => announced(params.address) },
  });
  return { actor: createActor(machine).start(), announced };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

async function failedCreate(error: unknown) {
  const { actor, announced } = start({
    create: async () => {
      throw error;
    },
  });
  await settled(actor);
  actor.send({ type: 'address.create', address: typed });
  const snapshot = await settled(actor);
  expect(snapshot.value).toBe('saveFailed');
  expect(snapshot.context.addresses).toEqual([court]);
  expect(announced).not.toHaveBeenCalled();
  return snapshot.context.createError;
}

describe('savedAddressesMachine: request', () => {
  it('loads the list at once (busy), then is ready with it', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.addresses).toEqual([court]);
  });

  it('a failed fetch sets the error status only (0 without an answer) and can be asked again', async () => {
    let calls = 0;
    const { actor } = start({
      fetch: async () => {
        calls += 1;
        if (calls === 1) throw { status: 503, message: 'Service Unavailable', errors: [] };
        if (calls === 2) throw new Error('Network Error');
        return [court];
      },
    });
    let snapshot = await settled(actor);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context).toMatchObject({ errorStatus: 503, addresses: [], createError: null });
    actor.send({ type: 'addresses.request' });
    snapshot = await settled(actor);
    expect(snapshot.context.errorStatus).toBe(0);
    actor.send({ type: 'addresses.request' });
    snapshot = await settled(actor);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context).toMatchObject({ errorStatus: null, addresses: [court] });
  });
});

describe('savedAddressesMachine: create', () => {
  it('saves (busy), appends the stored address and announces it', async () => {
    const create = vi.fn(async () => market);
    const { actor, announced } = start({ create });
    await settled(actor);
    actor.send({ type: 'address.create', address: typed });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(create).toHaveBeenCalledWith(typed);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.addresses).toEqual([court, market]);
    expect(announced).toHaveBeenCalledWith(market);
  });

  it('the same address saved again (the server answers the stored one) is not listed twice', async () => {
    const { actor } = start({ create: async () => court });
    await settled(actor);
    actor.send({ type: 'address.create', address: { ...typed, address: '123 court st' } });
    expect((await settled(actor)).context.addresses).toEqual([court]);
  });

  // discovery §8 "Address create failure"; expected texts are the spec's
  it('422: the server body is used, per field', async () => {
    const error = await failedCreate({
      status: 422,
      message: 'This is a required field',
      errors: [
        { code: 'address_required', message: 'This is a required field', field: 'address' },
        { code: 'zipcode_invalid', message: 'Enter a valid Zip Code', field: 'zipcode' },
      ],
    });
    expect(error).toEqual({
      status: 422,
      error: 'This is a required field',
      message: 'This is a required field',
      fieldMessages: { address: 'This is a required field', zipcode: 'Enter a valid Zip Code' },
    });
  });

  it('422 without a field (the 50-address limit): the body message, no field messages', async () => {
    const error = await failedCreate({
      status: 422,
      message: 'You can save up to 50 addresses.',
      errors: [{ code: 'address_limit', message: 'You can save up to 50 addresses.' }],
    });
    expect(error).toEqual({
      status: 422,
      error: 'You can save up to 50 addresses.',
      message: 'You can save up to 50 addresses.',
      fieldMessages: {},
    });
  });

  it('400: the server body is used (an axios-shaped error; its field names address.<key>)', async () => {
    const error = await failedCreate({
      message: 'Request failed with status code 400',
      response: {
        status: 400,
        data: { errors: [{ code: 'invalid_request', message: 'address.address: Too big', field: 'address.address' }] },
      },
    });
    expect(error).toEqual({
      status: 400,
      error: 'address.address: Too big',
      message: 'address.address: Too big',
      fieldMessages: { address: 'address.address: Too big' },
    });
  });

  it.each([401, 500])('%i: the error text is both error and message', async (status) => {
    const error = await failedCreate({ status, message: 'Please sign in to continue.', errors: [{ code: 'x', message: 'ignored body' }] });
    expect(error).toEqual({ status, error: 'Please sign in to continue.', message: 'Please sign in to continue.', fieldMessages: {} });
  });

  it.each([
    ['no answer (network)', { status: null, message: 'ERR_NETWORK', errors: [] }],
    ['a thrown Error', new Error('boom')],
    ['403', { status: 403, message: 'Forbidden', errors: [{ code: 'forbidden', message: 'Forbidden' }] }],
    ['404', { status: 404, message: 'Not found', errors: [] }],
    ['502', { status: 502, message: 'Bad Gateway', errors: [] }],
    ['a string', 'oops'],
  ])("anything else (%s): 'Create address failed', 'Something went wrong', status 500", async (_, thrown) => {
    expect(await failedCreate(thrown)).toEqual({
      status: 500,
      error: 'Create address failed',
      message: 'Something went wrong',
      fieldMessages: {},
    });
  });

  it('a new save clears the stored error; a success after a failure appends', async () => {
    let calls = 0;
    const { actor, announced } = start({
      create: async () => {
        calls += 1;
        if (calls === 1) throw { status: 422, errors: [{ message: 'Enter a valid Zip Code', field: 'zipcode' }] };
        return market;
      },
    });
    await settled(actor);
    actor.send({ type: 'address.create', address: typed });
    expect((await settled(actor)).context.createError?.fieldMessages).toEqual({ zipcode: 'Enter a valid Zip Code' });
    actor.send({ type: 'address.create', address: typed });
    expect(actor.getSnapshot().context.createError).toBeNull();
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.addresses).toEqual([court, market]);
    expect(announced).toHaveBeenCalledOnce();
  });

  it('creates only once the list is loaded', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'address.create', address: typed })).toBe(false);
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'address.create', address: typed })).toBe(true);
  });
});

describe('savedAddressesMachine: delete', () => {
  it('asks first, then removes the address by id once the server deleted it', async () => {
    const remove = vi.fn(async () => {});
    const { actor } = start({ fetch: async () => [market, court], remove });
    await settled(actor);
    actor.send({ type: 'address.delete', id: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.deletingId).toBe(1);
    expect(remove).not.toHaveBeenCalled();
    actor.send({ type: 'address.confirmDelete' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(actor.getSnapshot().context.deletingId).toBe(1);
    const snapshot = await settled(actor);
    expect(remove).toHaveBeenCalledWith(1);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context).toMatchObject({ addresses: [market], deletingId: null, errorStatus: null });
  });

  it('a delete cancelled at the question sends nothing and keeps the address', async () => {
    const remove = vi.fn(async () => {});
    const { actor } = start({ fetch: async () => [market, court], remove });
    await settled(actor);
    actor.send({ type: 'address.delete', id: 2 });
    actor.send({ type: 'address.cancelDelete' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ addresses: [market, court], deletingId: null });
    expect(remove).not.toHaveBeenCalled();
  });

  it('a failed delete sets the error status only (the list is unchanged); a later delete clears it', async () => {
    let calls = 0;
    const { actor } = start({
      fetch: async () => [market, court],
      remove: async () => {
        calls += 1;
        if (calls === 1) throw { status: 404, message: "We couldn't find that address.", errors: [] };
      },
    });
    await settled(actor);
    actor.send({ type: 'address.delete', id: 1 });
    actor.send({ type: 'address.confirmDelete' });
    let snapshot = await settled(actor);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context).toMatchObject({ addresses: [market, court], errorStatus: 404, deletingId: null, createError: null });
    actor.send({ type: 'address.delete', id: 1 });
    actor.send({ type: 'address.confirmDelete' });
    snapshot = await settled(actor);
    expect(snapshot.context).toMatchObject({ addresses: [market], errorStatus: null });
  });
});
