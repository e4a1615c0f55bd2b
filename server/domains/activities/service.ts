import type { ActivityOrderInput, ActivityOrderItem, ActivityResponse, CreateActivityRequest } from '../../contract/activities';
import type { OrderItemAttributes } from '../../contract/cart';
import type { Database } from '../../db/database';
import { ApiError, deepSqlSafe, notFound } from '../api-error';
import { offeredCoupons } from '../coupons/service';
import { halfPrice } from '../cart/money';
import { loadMenuCatalog, type MenuCatalog } from '../menus/catalog';
import { findOrderByUuid } from '../orders/repository';
import { requireShopById } from '../shops/service';
import { pastOrderActivity } from './past-order';
import { findActivity, insertActivity, type ActivityRow } from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summary = (row: ActivityRow) => ({
  uuid: row.uuid,
  type: row.type,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const activityExists = () => new ApiError(409, { code: 'activity_exists', message: 'A cart is already saved under this id.' });

/**
 * POST /v1/activities: saves a magic cart for a known shop (404 otherwise), once. An activity has no owner,
 * so anyone holding its uuid could otherwise replace the cart, and a past order's uuid would hide the order
 * its Reorder reads: both are refused 409.
 */
export async function saveActivity(db: Database, body: CreateActivityRequest, now: Date) {
  const request = deepSqlSafe(body);
  const uuid = request.uuid.toLowerCase();
  const shop = await requireShopById(db, request.payload.order.shop_id);
  if (await findOrderByUuid(db, uuid)) throw activityExists();
  const row = await insertActivity(db, { uuid, type: request.type, shopId: shop.id, payload: request.payload }, now);
  if (!row) throw activityExists();
  return { created: true, body: { activity: summary(row) } };
}

type LegacyLine = {
  product_type_id: number;
  quantity: number;
  selection_ids?: number[];
  special_request?: string | null;
  coupon_id?: number | null;
};

/** Activities saved before the wire contract followed the spec carry `order_items` lines; read them as today's shape. */
function savedOrder(
  order: ActivityOrderInput | (Omit<ActivityOrderInput, 'order_items_attributes'> & { order_items: LegacyLine[] }),
): ActivityOrderInput {
  if ('order_items_attributes' in order) return order;
  const { order_items: lines, ...rest } = order;
  return {
    ...rest,
    order_items_attributes: lines.map((line) => ({
      products_type_id: line.product_type_id,
      products_quantity: line.quantity,
      selection_ids: line.selection_ids ?? [],
      products_instruction: line.special_request ?? null,
      coupon_id: line.coupon_id ?? null,
    })),
  };
}

/** Names and prices a saved line from today's menu; a line that cannot be ordered as saved is marked unavailable. */
function describeItem(catalog: MenuCatalog, item: OrderItemAttributes): ActivityOrderItem {
  const type = catalog.productTypesById.get(item.products_type_id);
  const product = type ? catalog.productsById.get(type.productId) : undefined;
  const category = product ? catalog.categoriesById.get(product.categoryId) : undefined;
  const addOns = type?.productType.selection_categories ?? [];
  const selections = item.selection_ids.flatMap((id) => {
    const addOn = addOns.find((a) => a.selections.some((s) => s.id === id));
    const selection = addOn?.selections.find((s) => s.id === id);
    if (!addOn || !selection) return [];
    const half = addOn.area === 'first_half' || addOn.area === 'second_half';
    return [{ name: selection.name, addon_id: addOn.id, selection_id: id, price: half ? halfPrice(selection.price) : selection.price }];
  });
  const matches = Boolean(product && type);
  return {
    products_id: type?.productId ?? 0,
    products_type_id: item.products_type_id,
    product_name: product?.product.name ?? null,
    product_type_name: matches ? type!.productType.name : null,
    product_type_price: matches ? type!.productType.price : null,
    products_quantity: item.products_quantity,
    products_instruction: item.products_instruction ?? null,
    coupon_id: item.coupon_id ?? null,
    is_available:
      matches &&
      Boolean(product!.isAvailable && type!.isAvailable && category?.is_displayed) &&
      selections.length === item.selection_ids.length,
    order_item_selections: selections,
  };
}

/** A saved cart, else the past order with that uuid (reorder from history), else null. */
async function findSavedCart(db: Database, uuid: string): Promise<ActivityRow | null> {
  if (!uuidPattern.test(uuid)) return null;
  const saved = await findActivity(db, uuid.toLowerCase());
  if (saved) return saved;
  const order = await findOrderByUuid(db, uuid);
  return order ? pastOrderActivity(order) : null;
}

/** GET /v1/activities/{uuid}: the saved cart (or past order), described from the shop's menu today. */
export async function getActivity(db: Database, uuid: string): Promise<ActivityResponse> {
  const row = await findSavedCart(db, uuid);
  if (!row) throw notFound('activity_not_found', "We couldn't find that cart.");
  const order = savedOrder(row.payload.order);
  const shop = await requireShopById(db, row.shopId);
  const [catalog, coupons] = await Promise.all([loadMenuCatalog(db, shop.id), offeredCoupons(db, shop.id)]);
  const saved = new Set([
    ...(order.coupon_ids ?? []),
    ...order.order_items_attributes.flatMap((i) => (i.coupon_id == null ? [] : [i.coupon_id])),
  ]);
  return {
    activity: {
      ...summary(row),
      order: {
        shop_id: shop.id,
        shop_name: shop.name,
        web_slug: shop.webSlug,
        shipping_type: order.shipping_type,
        deliver_at: order.deliver_at ?? null,
        delivery_address: order.delivery_address ?? null,
        delivery_floor: order.delivery_floor ?? null,
        delivery_city: order.delivery_city ?? null,
        delivery_state: order.delivery_state ?? null,
        delivery_postcode: order.delivery_postcode ?? null,
        order_option_types: order.order_option_types ?? [],
        delivery_instruction: order.delivery_instruction ?? null,
        coupons: coupons.filter((c) => saved.has(c.id)),
        order_items: order.order_items_attributes.map((item) => describeItem(catalog, item)),
      },
    },
  };
}
