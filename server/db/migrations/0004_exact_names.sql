ALTER TABLE "spus" ADD COLUMN "name_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "spus_name_keys" ON "spus" USING gin ("name_keys");