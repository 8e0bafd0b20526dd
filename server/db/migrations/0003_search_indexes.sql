-- Fills spus.search_doc (full text over the names in every language, the brand, the category
-- and its parents, the property values) and spus.search_name (lower-case names and brand, for
-- trigram matching) whenever a product's names, brand, category or values change.
CREATE OR REPLACE FUNCTION spus_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own text;
  brand text;
  cats text;
  vals text;
BEGIN
  SELECT coalesce(string_agg(e.v, ' '), '') INTO own FROM jsonb_each_text(NEW.names) AS e(k, v);
  SELECT b.name INTO brand FROM brands b WHERE b.id = NEW.brand_id;
  WITH RECURSIVE chain AS (
    SELECT c.id, c.parent_id, c.names, 1 AS depth FROM categories c WHERE c.id = NEW.category_id
    UNION ALL
    SELECT p.id, p.parent_id, p.names, chain.depth + 1 FROM categories p JOIN chain ON p.id = chain.parent_id WHERE chain.depth < 5
  )
  SELECT string_agg(e.v, ' ') INTO cats FROM chain, jsonb_each_text(chain.names) AS e(k, v);
  SELECT string_agg(e.v, ' ') INTO vals FROM property_values pv, jsonb_each_text(pv.names) AS e(k, v) WHERE pv.id = ANY (NEW.value_ids);
  NEW.search_name := lower(own || ' ' || coalesce(brand, ''));
  NEW.search_doc := setweight(to_tsvector('simple', own), 'A')
    || setweight(to_tsvector('simple', coalesce(brand, '')), 'B')
    || setweight(to_tsvector('simple', coalesce(cats, '')), 'C')
    || setweight(to_tsvector('simple', coalesce(vals, '')), 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS spus_search ON spus;
--> statement-breakpoint
CREATE TRIGGER spus_search BEFORE INSERT OR UPDATE OF names, brand_id, category_id, value_ids ON spus
  FOR EACH ROW EXECUTE FUNCTION spus_search_fill();
