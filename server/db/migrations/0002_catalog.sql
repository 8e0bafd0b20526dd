CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"shop_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"level" integer NOT NULL,
	"sex" integer NOT NULL,
	"names" jsonb NOT NULL,
	"pic_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slot" text NOT NULL,
	"platform" integer DEFAULT 0 NOT NULL,
	"img" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"type" integer NOT NULL,
	"buy_id" text DEFAULT '' NOT NULL,
	"shop_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"url" text,
	"poster" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"limit" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"swatch" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_user_id" integer,
	"shopname" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"shop_desc" text DEFAULT '' NOT NULL,
	"mno" text DEFAULT '' NOT NULL,
	"shop_comment" integer DEFAULT 0 NOT NULL,
	"store_reputation" integer DEFAULT 0 NOT NULL,
	"domain" text,
	"status" integer DEFAULT 1 NOT NULL,
	"favourite_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"spu_id" integer NOT NULL,
	"price" integer NOT NULL,
	"market_price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"value_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spus" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"designer_id" integer,
	"category_id" integer NOT NULL,
	"sex" integer NOT NULL,
	"names" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" integer NOT NULL,
	"market_price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"value_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"new_flag" boolean DEFAULT false NOT NULL,
	"discount_flag" boolean DEFAULT false NOT NULL,
	"recommend_hot" boolean DEFAULT false NOT NULL,
	"recommend_best" boolean DEFAULT false NOT NULL,
	"recommend_benefit" boolean DEFAULT false NOT NULL,
	"recommend_new" boolean DEFAULT false NOT NULL,
	"recommend_good" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"search_doc" "tsvector",
	"search_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_spu_id_spus_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."spus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designers" ADD CONSTRAINT "designers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_spu_id_spus_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."spus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_videos" ADD CONSTRAINT "promo_videos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_values" ADD CONSTRAINT "property_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_values" ADD CONSTRAINT "property_values_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_favourites" ADD CONSTRAINT "shop_favourites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_favourites" ADD CONSTRAINT "shop_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_favourites" ADD CONSTRAINT "shop_favourites_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_spu_id_spus_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."spus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spus" ADD CONSTRAINT "spus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spus" ADD CONSTRAINT "spus_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spus" ADD CONSTRAINT "spus_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spus" ADD CONSTRAINT "spus_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spus" ADD CONSTRAINT "spus_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_tenant" ON "brands" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_items_user" ON "cart_items" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "categories_tree" ON "categories" USING btree ("tenant_id","sex","level","sort");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "designers_tenant" ON "designers" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "home_banners_slot" ON "home_banners" USING btree ("tenant_id","slot","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "product_favourites_user_spu" ON "product_favourites" USING btree ("user_id","spu_id");--> statement-breakpoint
CREATE INDEX "product_favourites_list" ON "product_favourites" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_videos_tenant" ON "promo_videos" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "property_values_property" ON "property_values" USING btree ("tenant_id","property_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_favourites_user_shop" ON "shop_favourites" USING btree ("user_id","shop_id");--> statement-breakpoint
CREATE INDEX "shop_favourites_list" ON "shop_favourites" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "shops_list" ON "shops" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "shops_owner" ON "shops" USING btree ("tenant_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "shops_domain" ON "shops" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "shops_name_trgm" ON "shops" USING gin (lower("shopname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_spu" ON "skus" USING btree ("tenant_id","spu_id");--> statement-breakpoint
CREATE INDEX "spus_newest" ON "spus" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "spus_sex_newest" ON "spus" USING btree ("tenant_id","sex","status","created_at","id");--> statement-breakpoint
CREATE INDEX "spus_sex_price" ON "spus" USING btree ("tenant_id","sex","status","price","id");--> statement-breakpoint
CREATE INDEX "spus_category" ON "spus" USING btree ("tenant_id","category_id","created_at");--> statement-breakpoint
CREATE INDEX "spus_brand" ON "spus" USING btree ("tenant_id","brand_id","created_at");--> statement-breakpoint
CREATE INDEX "spus_designer" ON "spus" USING btree ("tenant_id","designer_id");--> statement-breakpoint
CREATE INDEX "spus_shop" ON "spus" USING btree ("tenant_id","shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "spus_values" ON "spus" USING gin ("value_ids");--> statement-breakpoint
CREATE INDEX "spus_search_doc" ON "spus" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "spus_search_name" ON "spus" USING gin ("search_name" gin_trgm_ops);