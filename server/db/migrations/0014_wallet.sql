CREATE TABLE "balance_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amt" bigint NOT NULL,
	"frozen_amt" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"ref_kind" text,
	"ref_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"english_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_url" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payorderno" text NOT NULL,
	"price" integer NOT NULL,
	"platform_wallet_id" integer,
	"app_name" text NOT NULL,
	"bankno" text DEFAULT '' NOT NULL,
	"pay_order_pic" text NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "recharges_price_positive" CHECK ("recharges"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"frozen" bigint DEFAULT 0 NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_frozen_not_negative" CHECK ("wallets"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"type" smallint NOT NULL,
	"receive_address" text NOT NULL,
	"payout_address_id" integer,
	"payee" jsonb NOT NULL,
	"sta" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"remitted_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "balance_logs" ADD CONSTRAINT "balance_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_logs" ADD CONSTRAINT "balance_logs_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_wallets" ADD CONSTRAINT "platform_wallets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_platform_wallet_id_platform_wallets_id_fk" FOREIGN KEY ("platform_wallet_id") REFERENCES "public"."platform_wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_address_id_payout_addresses_id_fk" FOREIGN KEY ("payout_address_id") REFERENCES "public"."payout_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_logs_wallet" ON "balance_logs" USING btree ("wallet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_logs_once" ON "balance_logs" USING btree ("ref_kind","ref_id","type") WHERE "balance_logs"."ref_kind" is not null and "balance_logs"."ref_id" is not null;--> statement-breakpoint
CREATE INDEX "platform_wallets_list" ON "platform_wallets" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_no" ON "recharges" USING btree ("tenant_id","payorderno");--> statement-breakpoint
CREATE INDEX "recharges_user" ON "recharges" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharges_status" ON "recharges" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user" ON "wallets" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no" ON "withdrawals" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "withdrawals_user" ON "withdrawals" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("sta","created_at");