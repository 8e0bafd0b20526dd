CREATE TABLE "upload_quota" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"files" integer NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "upload_quota_tenant_id_user_id_day_pk" PRIMARY KEY("tenant_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "referenced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload_quota" ADD CONSTRAINT "upload_quota_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_path" ON "uploads" USING btree ("tenant_id","path");--> statement-breakpoint
CREATE INDEX "uploads_unreferenced" ON "uploads" USING btree ("created_at") WHERE referenced_at is null;