CREATE INDEX "orders_no_trgm" ON "orders" USING gin ("no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_shop_status" ON "orders" USING btree ("tenant_id","shop_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shop_cancelled" ON "orders" USING btree ("tenant_id","shop_id","cancel_time") WHERE "orders"."status" = -1 and "orders"."pay_time" is not null;