/**
 * A cash pickup order of one item at Brooklyn Slice House (1001), as the storefront posts it (POST v2 orders);
 * `fields` add to or replace the order's own.
 */
export const cashPickupOrder = (fields: Record<string, unknown> = {}) => ({
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'cash',
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
    ...fields,
  },
  order_option_types: [],
});
