CREATE INDEX "spus_seller_newest" ON "spus" USING btree ("tenant_id","shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "spus_seller_price" ON "spus" USING btree ("tenant_id","shop_id","price","id");--> statement-breakpoint
CREATE INDEX "spus_seller_stock" ON "spus" USING btree ("tenant_id","shop_id","stock","id");--> statement-breakpoint
CREATE INDEX "spus_seller_name" ON "spus" USING btree ("tenant_id","shop_id",("names" ->> 'en'),"id");