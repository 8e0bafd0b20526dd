CREATE TABLE "system_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"title_key" text,
	"message_key" text,
	"params" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_messages" ADD CONSTRAINT "system_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_messages" ADD CONSTRAINT "system_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_messages_list" ON "system_messages" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "system_messages_unread" ON "system_messages" USING btree ("tenant_id","user_id") WHERE "system_messages"."read_at" IS NULL;