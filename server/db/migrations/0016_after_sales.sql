CREATE TABLE "after_sale_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"after_sale_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"actor" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"way" smallint NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"refund_count" integer NOT NULL,
	"refund_price" integer NOT NULL,
	"apply_reason" smallint NOT NULL,
	"apply_description" text DEFAULT '' NOT NULL,
	"apply_pic_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"return_address" text DEFAULT '' NOT NULL,
	"logistics_no" text DEFAULT '' NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"refund_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_refund_positive" CHECK ("after_sales"."refund_count" > 0 and "after_sales"."refund_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "after_sale_moves" ADD CONSTRAINT "after_sale_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_moves" ADD CONSTRAINT "after_sale_moves_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_moves_after_sale" ON "after_sale_moves" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_open_item" ON "after_sales" USING btree ("order_item_id") WHERE "after_sales"."status" in (10, 20, 30, 40);--> statement-breakpoint
CREATE INDEX "after_sales_user" ON "after_sales" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_status" ON "after_sales" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_within" CHECK ("order_items"."refunded_count" <= "order_items"."count" and "order_items"."refunded_price" <= "order_items"."count" * "order_items"."price");