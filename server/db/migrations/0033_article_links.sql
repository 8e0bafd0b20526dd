ALTER TABLE "articles" ADD COLUMN "link_type" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "link" text DEFAULT '' NOT NULL;