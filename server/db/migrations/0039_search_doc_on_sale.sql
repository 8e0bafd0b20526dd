-- The search document (search_doc) serves the storefront's search, which reads products on sale
-- only (status 1); the seller center searches search_name. Building the document read the names
-- of the category path and of the property values for every product written, drafts included, about
-- half of a new draft's insert on PGlite. Now a product not on sale keeps search_name and
-- name_keys current and its document as it was; the document is built when the product is written
-- on sale, and when it goes on sale: the trigger also fires on listing and status (spus_listed, which
-- runs before it by name, has set NEW.status by then), and does nothing for a move that changes
-- neither. Stored rows need no rewrite.
CREATE OR REPLACE FUNCTION spus_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own text;
  brand text;
  cats text;
  vals text;
  keys text[];
BEGIN
  -- A move of the listing that neither puts the product on sale nor changes what is searched
  -- (a submission, a rejection, an unlisting) leaves the texts as they are.
  IF TG_OP = 'UPDATE' AND NOT (NEW.status = 1 AND OLD.status <> 1)
    AND NEW.names = OLD.names AND NEW.brand_id IS NOT DISTINCT FROM OLD.brand_id
    AND NEW.category_id IS NOT DISTINCT FROM OLD.category_id AND NEW.value_ids = OLD.value_ids THEN
    RETURN NEW;
  END IF;
  SELECT
    (SELECT coalesce(string_agg(e.v, ' ' ORDER BY e.n), '')
       FROM jsonb_each_text(coalesce(NEW.names, '{}'::jsonb)) WITH ORDINALITY AS e(k, v, n)),
    (SELECT b.name FROM brands b WHERE b.id = NEW.brand_id),
    ARRAY(SELECT DISTINCT regexp_replace(lower(btrim(e.v)), '\s+', ' ', 'g')
       FROM jsonb_each_text(NEW.names) AS e(k, v) WHERE btrim(e.v) <> '')
  INTO own, brand, keys;
  NEW.name_keys := keys;
  NEW.search_name := lower(own || ' ' || coalesce(brand, ''));
  IF NEW.status = 1 THEN
    SELECT
      (SELECT string_agg(e.v, ' ' ORDER BY p.depth, e.n)
         FROM categories c1
         LEFT JOIN categories c2 ON c2.id = c1.parent_id
         LEFT JOIN categories c3 ON c3.id = c2.parent_id
         CROSS JOIN LATERAL (VALUES (1, c1.names), (2, c2.names), (3, c3.names)) AS p(depth, names)
         CROSS JOIN LATERAL jsonb_each_text(p.names) WITH ORDINALITY AS e(k, v, n)
         WHERE c1.id = NEW.category_id),
      (SELECT string_agg(e.v, ' ' ORDER BY pv.id, e.n)
         FROM property_values pv
         CROSS JOIN LATERAL jsonb_each_text(pv.names) WITH ORDINALITY AS e(k, v, n)
         WHERE pv.id = ANY (NEW.value_ids))
    INTO cats, vals;
    NEW.search_doc := setweight(to_tsvector('simple', own), 'A')
      || setweight(to_tsvector('simple', coalesce(brand, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(cats, '')), 'C')
      || setweight(to_tsvector('simple', coalesce(vals, '')), 'D');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS spus_search ON spus;--> statement-breakpoint
CREATE TRIGGER spus_search BEFORE INSERT OR UPDATE OF names, brand_id, category_id, value_ids, listing, status ON spus
  FOR EACH ROW EXECUTE FUNCTION spus_search_fill();
