CREATE INDEX "order_items_after_sale_open" ON "order_items" USING btree ("order_id") WHERE "order_items"."after_sale_status" = 10;--> statement-breakpoint
CREATE INDEX "orders_settle_due" ON "orders" USING btree ("receive_time","id") WHERE "orders"."settled_at" is null and "orders"."receive_time" is not null;
