ALTER TABLE "orders" ADD COLUMN "pieces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_no_trgm" ON "orders" USING gin ("no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_shop_status" ON "orders" USING btree ("tenant_id","shop_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shop_cancelled" ON "orders" USING btree ("tenant_id","shop_id","cancel_time") WHERE "orders"."status" = -1 and "orders"."pay_time" is not null;--> statement-breakpoint
-- An order's pieces follow its items, in the transaction that writes them (items are never changed nor removed alone).
UPDATE "orders" o SET "pieces" = i."pieces"
  FROM (SELECT "order_id", sum("count")::int AS "pieces" FROM "order_items" GROUP BY "order_id") i
  WHERE i."order_id" = o."id";--> statement-breakpoint
CREATE FUNCTION order_pieces_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET pieces = o.pieces + n.pieces
    FROM (SELECT order_id, sum(count)::int AS pieces FROM new_items GROUP BY order_id) n
    WHERE o.id = n.order_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_pieces AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_pieces_follow();
