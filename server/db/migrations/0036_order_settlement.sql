ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unsettled" ON "orders" USING btree ("tenant_id","shop_id","receive_time") WHERE "orders"."settled_at" is null and "orders"."receive_time" is not null;--> statement-breakpoint
-- Orders completed before settlement existed paid their shop at completion (a merchant collection,
-- type 8): they are settled then. The others settle by the rule (docs/behaviour.md#settlement).
UPDATE "orders" o SET "settled_at" = l."created_at" FROM "balance_logs" l
  WHERE l."ref_kind" = 'order' AND l."ref_id" = o."id" AND l."type" = 8;
