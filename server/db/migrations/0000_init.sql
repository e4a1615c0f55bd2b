CREATE TABLE "add_on_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"limit" integer NOT NULL,
	"mandatory" boolean NOT NULL,
	"selection_type" text NOT NULL,
	"area" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"shipping_type" text DEFAULT 'both' NOT NULL,
	"availabilities" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"shop_id" integer NOT NULL,
	"status" text NOT NULL,
	"driver_step" text,
	"step_at" timestamp with time zone NOT NULL,
	"shipping_type" text NOT NULL,
	"placed_via" text NOT NULL,
	"items" jsonb NOT NULL,
	"receipt" jsonb NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"delivery_address" text,
	"delivery_address2" text,
	"delivery_city" text,
	"delivery_state" text,
	"delivery_zipcode" text,
	"delivery_instruction" text,
	"payment_method" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"scheduled_at" timestamp with time zone,
	"min_eta" timestamp with time zone NOT NULL,
	"max_eta" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "product_type_add_on_categories" (
	"product_type_id" integer NOT NULL,
	"add_on_category_id" integer NOT NULL,
	CONSTRAINT "product_type_add_on_categories_product_type_id_add_on_category_id_pk" PRIMARY KEY("product_type_id","add_on_category_id")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"position" integer NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"position" integer NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"is_loyalty_reward" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" integer PRIMARY KEY NOT NULL,
	"add_on_category_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"shipping_type" text NOT NULL,
	"day_of_week" integer NOT NULL,
	"open" text NOT NULL,
	"close" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_pausings" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"shipping_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"web_slug" text NOT NULL,
	"name" text NOT NULL,
	"acquired" boolean NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"lifecycle" text NOT NULL,
	"timezone" text NOT NULL,
	"phone" text NOT NULL,
	"twilio_phone" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"logo" text,
	"photos" jsonb NOT NULL,
	"banner_text" text,
	"discount_percent" double precision DEFAULT 0 NOT NULL,
	"loyalty_enabled" boolean DEFAULT false NOT NULL,
	"does_scheduled_orders" boolean DEFAULT true NOT NULL,
	"tips_enabled_for_delivery" boolean DEFAULT true NOT NULL,
	"tips_enabled_for_pickup" boolean DEFAULT true NOT NULL,
	"order_options" jsonb NOT NULL,
	"chain" jsonb,
	"does_delivery" boolean NOT NULL,
	"delivery_fee_type" text NOT NULL,
	"delivery_fee" double precision DEFAULT 0 NOT NULL,
	"delivery_fee_floor" integer,
	"delivery_fee_ceiling" integer,
	"delivery_min_subtotal" integer DEFAULT 0 NOT NULL,
	"delivery_estimate_min" integer NOT NULL,
	"delivery_estimate_max" integer NOT NULL,
	"delivery_provider" text,
	"uses_cross_street" boolean DEFAULT false NOT NULL,
	"delivery_zone" jsonb,
	"does_pickup" boolean NOT NULL,
	"pickup_min_subtotal" integer DEFAULT 0 NOT NULL,
	"pickup_estimate_min" integer NOT NULL,
	"pickup_estimate_max" integer NOT NULL,
	"accepts_cash" boolean NOT NULL,
	"accepts_card" boolean NOT NULL,
	"service_fee_flat" integer DEFAULT 0 NOT NULL,
	"service_fee_percentage" double precision DEFAULT 0 NOT NULL,
	"tax_rate" double precision NOT NULL,
	"tax_delivery_fee" boolean DEFAULT false NOT NULL,
	"price_range" text DEFAULT '$$' NOT NULL,
	"order_action_schema_enabled" boolean DEFAULT true NOT NULL,
	"cuisines" jsonb NOT NULL,
	"faq" jsonb NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shops_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shops_web_slug_unique" UNIQUE("web_slug")
);
--> statement-breakpoint
ALTER TABLE "add_on_categories" ADD CONSTRAINT "add_on_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_add_on_categories" ADD CONSTRAINT "product_type_add_on_categories_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_add_on_categories" ADD CONSTRAINT "product_type_add_on_categories_add_on_category_id_add_on_categories_id_fk" FOREIGN KEY ("add_on_category_id") REFERENCES "public"."add_on_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_add_on_category_id_add_on_categories_id_fk" FOREIGN KEY ("add_on_category_id") REFERENCES "public"."add_on_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_openings" ADD CONSTRAINT "shop_openings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pausings" ADD CONSTRAINT "shop_pausings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "add_on_categories_shop_idx" ON "add_on_categories" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "menu_categories_shop_idx" ON "menu_categories" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "product_types_shop_idx" ON "product_types" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "products_shop_idx" ON "products" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "selections_shop_idx" ON "selections" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_openings_shop_idx" ON "shop_openings" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_pausings_shop_idx" ON "shop_pausings" USING btree ("shop_id");