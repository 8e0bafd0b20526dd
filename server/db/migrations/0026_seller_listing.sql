ALTER TABLE "spus" ADD COLUMN "listing" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "spus" ADD COLUMN "edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "spus" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spus" ADD COLUMN "revision" jsonb;--> statement-breakpoint
CREATE INDEX "spus_seller" ON "spus" USING btree ("tenant_id","shop_id","listing","created_at");--> statement-breakpoint
CREATE INDEX "spus_listing" ON "spus" USING btree ("tenant_id","listing");--> statement-breakpoint
-- Products hidden before listings existed are unlisted (their shop's to relist).
UPDATE "spus" SET "listing" = 50 WHERE "status" <> 1;--> statement-breakpoint
-- `status` follows `listing` (docs/behaviour.md#seller-center): every public query reads status = 1, so
-- only what is live (or live with a change waiting or refused: the approved version) is ever shown.
-- A writer that sets only `status` (a row inserted hidden, a product hidden by hand) moves the
-- listing with it: hidden is unlisted, on sale is live.
CREATE OR REPLACE FUNCTION spus_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'UPDATE' AND NEW.listing IS DISTINCT FROM OLD.listing) OR (TG_OP = 'INSERT' AND NEW.listing NOT IN (40, 41, 42)) THEN
    NULL;
  ELSIF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    IF NEW.status = 1 AND NEW.listing NOT IN (40, 41, 42) THEN
      NEW.listing := 40;
    ELSIF NEW.status <> 1 AND NEW.listing IN (40, 41, 42) THEN
      NEW.listing := 50;
    END IF;
  END IF;
  NEW.status := CASE WHEN NEW.listing IN (40, 41, 42) THEN 1 ELSE 0 END;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS spus_listed ON spus;--> statement-breakpoint
CREATE TRIGGER spus_listed BEFORE INSERT OR UPDATE OF listing, status ON spus
  FOR EACH ROW EXECUTE FUNCTION spus_listed();
