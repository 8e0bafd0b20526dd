CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer,
	"side" smallint NOT NULL,
	"sender_id" integer,
	"type" smallint DEFAULT 1 NOT NULL,
	"message" text NOT NULL,
	"client_key" text,
	"read_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_side" CHECK ("chat_messages"."side" IN (1, 2)),
	CONSTRAINT "chat_messages_type" CHECK ("chat_messages"."type" IN (1, 3))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer,
	"last_message_id" integer DEFAULT 0 NOT NULL,
	"user_cleared_id" integer DEFAULT 0 NOT NULL,
	"shop_cleared_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_pair" UNIQUE NULLS NOT DISTINCT("tenant_id","user_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_user" ON "chat_messages" USING btree ("tenant_id","user_id","conversation_id") WHERE "chat_messages"."read_at" IS NULL AND "chat_messages"."side" = 2 AND "chat_messages"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_unread_shop" ON "chat_messages" USING btree ("tenant_id","shop_id","conversation_id") WHERE "chat_messages"."read_at" IS NULL AND "chat_messages"."side" = 1 AND "chat_messages"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_withdrawn" ON "chat_messages" USING btree ("conversation_id","id") WHERE "chat_messages"."withdrawn_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("conversation_id","side","client_key");--> statement-breakpoint
CREATE INDEX "conversations_shop_list" ON "conversations" USING btree ("tenant_id","shop_id","last_message_id");--> statement-breakpoint
CREATE INDEX "conversations_user_list" ON "conversations" USING btree ("tenant_id","user_id","last_message_id");