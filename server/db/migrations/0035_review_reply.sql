ALTER TABLE "evaluations" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "reply_edited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "evaluations_shop" ON "evaluations" USING btree ("tenant_id","shop_id","created_at");