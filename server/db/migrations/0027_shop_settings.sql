ALTER TABLE "shops" ADD COLUMN "free_shipping_from" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "returns_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "holiday_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "holiday_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_holiday" CHECK (("shops"."holiday_from" is null) = ("shops"."holiday_to" is null) and ("shops"."holiday_to" is null or "shops"."holiday_to" > "shops"."holiday_from"));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_free_shipping" CHECK ("shops"."free_shipping_from" is null or "shops"."free_shipping_from" >= 0);