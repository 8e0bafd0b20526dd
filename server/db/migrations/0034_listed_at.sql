ALTER TABLE "spus" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
-- What is on sale now was listed when it was made, as far as anyone can tell.
UPDATE "spus" SET "listed_at" = "created_at" WHERE "status" = 1;--> statement-breakpoint
-- 0026's trigger, restated whole (CREATE OR REPLACE takes the whole body), now also stamping the
-- first time a product goes on sale: "new in" counts from it (docs/behaviour.md#catalog), so a
-- product drafted weeks ago and approved today is new today. Relisting keeps the first date.
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
  IF NEW.status = 1 AND NEW.listed_at IS NULL THEN
    NEW.listed_at := COALESCE(CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at END, now());
  END IF;
  RETURN NEW;
END $$;
