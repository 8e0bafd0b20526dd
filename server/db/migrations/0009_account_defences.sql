ALTER TABLE "auth_throttle" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_codes" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_throttle_expiry" ON "auth_throttle" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "captchas_ip" ON "captchas" USING btree ("tenant_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "captchas_expiry" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_codes_expiry" ON "email_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
-- Codes already spent or worn out by wrong tries take their status (2 used, 5 exhausted; contract/lifecycles.ts).
UPDATE "email_codes" SET "status" = CASE WHEN "used_at" IS NOT NULL THEN 2 ELSE 5 END
  WHERE "used_at" IS NOT NULL OR "attempts" >= 5;--> statement-breakpoint
UPDATE "auth_throttle" SET "expires_at" = "created_at" + interval '1 hour';
