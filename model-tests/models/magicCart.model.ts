import type { AnyMachineSnapshot } from 'xstate';
import { magicCartMachine, type MagicCartContext } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';
import { brooklynSliceHouse } from '../support/seed';
import { cartItems, MODEL_NOW } from './cart.model';

/** The saved cart the suite stores (POST activities) at Brooklyn Slice House: two sticks for delivery, and an item the shop does not sell. */
export const savedOrder = {
  shop_id: brooklynSliceHouse.id,
  shipping_type: 'delivery',
  delivery_address: brooklynSliceHouse.deliverable.address,
  delivery_city: brooklynSliceHouse.deliverable.city,
  delivery_state: brooklynSliceHouse.deliverable.state,
  delivery_postcode: brooklynSliceHouse.deliverable.zipcode,
  order_items_attributes: [
    { products_type_id: cartItems.brooklyn.product.productTypeId, products_quantity: 2, selection_ids: [] },
    { products_type_id: 9_999_998, products_quantity: 1, selection_ids: [] },
  ],
};

const loaded = {
  shop: cartItems.brooklyn.shop,
  products: [{ ...cartItems.brooklyn.product, quantity: 2 }],
  coupon: null,
  fulfilment: { forDelivery: true, address: { ...brooklynSliceHouse.deliverable, address2: '' } },
  dropped: ['An item'],
};

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as MagicCartContext;

export const magicCartModel: ModelDefinition<typeof magicCartMachine> = {
  name: 'magicCart',
  machine: magicCartMachine,
  input: { uuid: '00000000-0000-4000-8000-000000000001' },
  now: MODEL_NOW,
  outcomes: {
    'xstate.done.actor.loadMagicCart': [{ type: 'xstate.done.actor.loadMagicCart', output: loaded, actorId: 'loadMagicCart' }],
    'xstate.error.actor.loadMagicCart': [
      {
        type: 'xstate.error.actor.loadMagicCart',
        error: { status: 404, message: "We couldn't find that cart.", messages: ["We couldn't find that cart."] },
        actorId: 'loadMagicCart',
      },
    ],
  },
  contextKey: (snapshot) => ({ error: contextOf(snapshot).error !== null, loaded: contextOf(snapshot).loaded !== null }),
  eventLabel: (event) => {
    if (event.type === 'xstate.done.actor.loadMagicCart') return 'saved cart loads';
    if (event.type === 'xstate.error.actor.loadMagicCart') return 'not saved yet (404)';
    if (event.type === 'magicCart.retry') return 'try again';
    return event.type;
  },
};
