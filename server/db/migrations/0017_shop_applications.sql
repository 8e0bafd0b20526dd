CREATE TABLE "invite_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_uses_within" CHECK ("invite_codes"."uses" <= "invite_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "platform_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"card_type" smallint DEFAULT 0 NOT NULL,
	"card_front" text DEFAULT '' NOT NULL,
	"card_back" text DEFAULT '' NOT NULL,
	"invite_code" text DEFAULT '' NOT NULL,
	"shop_name" text DEFAULT '' NOT NULL,
	"shop_address" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"shop_desc" text DEFAULT '' NOT NULL,
	"sale_category" integer[] DEFAULT '{}'::int[] NOT NULL,
	"agreement" boolean DEFAULT false NOT NULL,
	"apply_fail_reason" text DEFAULT '' NOT NULL,
	"shop_id" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_messages" ADD CONSTRAINT "platform_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_messages" ADD CONSTRAINT "platform_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_code" ON "invite_codes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "platform_messages_user" ON "platform_messages" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_user" ON "shop_applications" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "shop_applications_status" ON "shop_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_waiting_name" ON "shop_applications" USING btree ("tenant_id",lower("shop_name")) WHERE "shop_applications"."status" = 1;