-- A product's stock moves to a narrow row of its own. On the product's row every checkout rewrote
-- that wide row: never a HOT update (stock was in spus_seller_stock), so twenty index entries and
-- the facet counts' trigger for each product bought. Filled from the SKUs, whose sum it is.
CREATE TABLE "spu_stocks" (
	"tenant_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "spu_stocks_pkey" PRIMARY KEY("tenant_id","spu_id")
);
--> statement-breakpoint
ALTER TABLE "spu_stocks" ADD CONSTRAINT "spu_stocks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "spu_stocks" ("tenant_id", "spu_id", "shop_id", "stock")
  SELECT p.tenant_id, p.id, p.shop_id, coalesce((SELECT sum(s.stock) FROM skus s WHERE s.spu_id = p.id), 0) FROM spus p;--> statement-breakpoint
CREATE INDEX "spu_stocks_seller" ON "spu_stocks" USING btree ("tenant_id","shop_id","stock","spu_id");--> statement-breakpoint
DROP INDEX "spus_seller_stock";--> statement-breakpoint
ALTER TABLE "spus" DROP COLUMN "stock";
