-- spus_search_fill also fills name_keys (each name lower-cased, blanks collapsed) for exact-name
-- look-ups, and reads the category path with two joins instead of a recursive query.
CREATE OR REPLACE FUNCTION jsonb_values_text(j jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(e.v, ' '), '') FROM jsonb_each_text(coalesce(j, '{}'::jsonb)) AS e(k, v)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spus_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own text := jsonb_values_text(NEW.names);
  brand text;
  cats text;
  vals text;
BEGIN
  SELECT b.name INTO brand FROM brands b WHERE b.id = NEW.brand_id;
  SELECT concat_ws(' ', jsonb_values_text(c1.names), jsonb_values_text(c2.names), jsonb_values_text(c3.names)) INTO cats
    FROM categories c1 LEFT JOIN categories c2 ON c2.id = c1.parent_id LEFT JOIN categories c3 ON c3.id = c2.parent_id
    WHERE c1.id = NEW.category_id;
  SELECT string_agg(jsonb_values_text(pv.names), ' ') INTO vals FROM property_values pv WHERE pv.id = ANY (NEW.value_ids);
  NEW.name_keys := ARRAY(
    SELECT DISTINCT regexp_replace(lower(btrim(e.v)), '\s+', ' ', 'g') FROM jsonb_each_text(NEW.names) AS e(k, v) WHERE btrim(e.v) <> '');
  NEW.search_name := lower(own || ' ' || coalesce(brand, ''));
  NEW.search_doc := setweight(to_tsvector('simple', own), 'A')
    || setweight(to_tsvector('simple', coalesce(brand, '')), 'B')
    || setweight(to_tsvector('simple', coalesce(cats, '')), 'C')
    || setweight(to_tsvector('simple', coalesce(vals, '')), 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE spus SET names = names;
