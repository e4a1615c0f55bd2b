import type { CamelCaseKeys } from 'camelcase-keys';
import type { z } from 'zod';
import type * as contract from '@contract';

/** A wire (snake_case) type as the client sees it after camelcase-keys (deep). */
export type Camel<T> = T extends readonly unknown[] | Record<string, unknown> ? CamelCaseKeys<T, true> : T;

export type Shop = Camel<contract.Shop>;
export type Coupon = Camel<contract.Coupon>;
export type SearchResult = Camel<contract.SearchResult>;
export type SearchResponse = Camel<contract.SearchResponse>;
export type Schedule = Camel<contract.Schedule>;
export type Menu = Camel<contract.Menu>;
export type Category = Camel<contract.Category>;
export type Product = Camel<contract.Product>;
export type ProductType = Camel<contract.ProductType>;
export type AddOnCategory = Camel<contract.AddOnCategory>;
export type Selection = AddOnCategory['selections'][number];
export type Receipt = Camel<contract.Receipt>;
export type ReceiptLine = Receipt['items'][number];
export type OrderValidations = Camel<contract.OrderValidations>;
export type ShoppingCart = Camel<contract.ShoppingCartResponse>['shoppingCart'];
export type Order = Camel<contract.Order>;
export type OrderStatus = contract.OrderStatus;
export type Tracking = Camel<contract.Tracking>;
export type TrackingStatus = contract.TrackingStatus;
export type PlacePrediction = Camel<z.infer<typeof contract.predictionsResponse>>['predictions'][number];
export type Coordinates = Camel<z.infer<typeof contract.coordinatesResponse>>;
export type DeliveryZoneValidation = Camel<contract.DeliveryZoneValidationResponse>['deliveryAddressInfo'];
export type ShippingType = contract.ShippingType;

/** Request bodies are written camelCase in src/ and converted to snake_case by the client. */
export type PricedOrderInput = Camel<contract.PricedOrderInput>;
export type PlaceOrderRequest = Camel<contract.PlaceOrderRequest>;
