-- The append-only logs' keys carry their tenant, as tables distributed by tenant need
-- (docs/scale.md#sharding-by-tenant): their primary keys become (tenant_id, id), and the ledger's
-- once-per-reference guard names the tenant too (ref ids are unique across tenants, so it guards as
-- before). Nothing looks these rows up by id alone.
ALTER TABLE "order_moves" DROP CONSTRAINT "order_moves_pkey";--> statement-breakpoint
ALTER TABLE "order_moves" ADD CONSTRAINT "order_moves_pkey" PRIMARY KEY ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "order_tracks" DROP CONSTRAINT "order_tracks_pkey";--> statement-breakpoint
ALTER TABLE "order_tracks" ADD CONSTRAINT "order_tracks_pkey" PRIMARY KEY ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "after_sale_moves" DROP CONSTRAINT "after_sale_moves_pkey";--> statement-breakpoint
ALTER TABLE "after_sale_moves" ADD CONSTRAINT "after_sale_moves_pkey" PRIMARY KEY ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "auth_throttle" DROP CONSTRAINT "auth_throttle_pkey";--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD CONSTRAINT "auth_throttle_pkey" PRIMARY KEY ("tenant_id", "id");--> statement-breakpoint
ALTER TABLE "balance_logs" DROP CONSTRAINT "balance_logs_pkey";--> statement-breakpoint
ALTER TABLE "balance_logs" ADD CONSTRAINT "balance_logs_pkey" PRIMARY KEY ("tenant_id", "id");--> statement-breakpoint
DROP INDEX "balance_logs_once";--> statement-breakpoint
CREATE UNIQUE INDEX "balance_logs_once" ON "balance_logs" USING btree ("tenant_id","ref_kind","ref_id","type") WHERE "balance_logs"."ref_kind" is not null and "balance_logs"."ref_id" is not null;
