CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"service_attitude_score" smallint NOT NULL,
	"logistics_service_score" smallint NOT NULL,
	"describe_score" smallint NOT NULL,
	"remark" text NOT NULL,
	"pic_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"pic_url" text NOT NULL,
	"brand_name" text NOT NULL,
	"spu_name" text NOT NULL,
	"properties" text NOT NULL,
	"count" integer NOT NULL,
	"price" integer NOT NULL,
	"after_sale_status" smallint DEFAULT 0 NOT NULL,
	"after_sale_id" integer,
	"refunded_count" integer DEFAULT 0 NOT NULL,
	"refunded_price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"audit_status" smallint NOT NULL,
	"actor" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tracks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"no" text NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"checkout_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"pay_type" smallint DEFAULT 0 NOT NULL,
	"pay_order_pic" text DEFAULT '' NOT NULL,
	"items_price" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"pay_price" integer DEFAULT 0 NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_mobile" text NOT NULL,
	"receiver_detail_address" text NOT NULL,
	"receiver_city" text NOT NULL,
	"receiver_area_name" text NOT NULL,
	"receiver_zipcode" text NOT NULL,
	"user_remark" text DEFAULT '' NOT NULL,
	"comment_status" smallint DEFAULT 0 NOT NULL,
	"logistics_no" text DEFAULT '' NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"pay_time" timestamp with time zone,
	"delivery_time" timestamp with time zone,
	"receive_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "freight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "rating_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_spu_id_spus_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."spus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_spu_id_spus_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."spus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_moves" ADD CONSTRAINT "order_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_moves" ADD CONSTRAINT "order_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tracks" ADD CONSTRAINT "order_tracks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tracks" ADD CONSTRAINT "order_tracks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_key" ON "checkouts" USING btree ("tenant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_item" ON "evaluations" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "evaluations_spu" ON "evaluations" USING btree ("tenant_id","spu_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_moves_order" ON "order_moves" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_tracks_order" ON "order_tracks" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no" ON "orders" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop" ON "orders" USING btree ("tenant_id","shop_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 0;--> statement-breakpoint
CREATE INDEX "orders_shipped" ON "orders" USING btree ("delivery_time") WHERE "orders"."status" = 20;