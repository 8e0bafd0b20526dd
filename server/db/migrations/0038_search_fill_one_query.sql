-- spus_search_fill (0005) read the names of the category path and of the property values through
-- jsonb_values_text, about nine calls for each product written. A SQL function with an aggregate is
-- never inlined: each call started and ended an executor of its own, half of the trigger's time
-- and a tenth of PostgreSQL's time under the seller's saves. The names are now read by one query,
-- which also reads the brand and the name keys (four statements of the trigger became one). The
-- texts are the same words in the same order; stored rows need no rewrite.
CREATE OR REPLACE FUNCTION spus_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own text;
  brand text;
  cats text;
  vals text;
  keys text[];
BEGIN
  SELECT
    (SELECT coalesce(string_agg(e.v, ' ' ORDER BY e.n), '')
       FROM jsonb_each_text(coalesce(NEW.names, '{}'::jsonb)) WITH ORDINALITY AS e(k, v, n)),
    (SELECT b.name FROM brands b WHERE b.id = NEW.brand_id),
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
       WHERE pv.id = ANY (NEW.value_ids)),
    ARRAY(SELECT DISTINCT regexp_replace(lower(btrim(e.v)), '\s+', ' ', 'g')
       FROM jsonb_each_text(NEW.names) AS e(k, v) WHERE btrim(e.v) <> '')
  INTO own, brand, cats, vals, keys;
  NEW.name_keys := keys;
  NEW.search_name := lower(own || ' ' || coalesce(brand, ''));
  NEW.search_doc := setweight(to_tsvector('simple', own), 'A')
    || setweight(to_tsvector('simple', coalesce(brand, '')), 'B')
    || setweight(to_tsvector('simple', coalesce(cats, '')), 'C')
    || setweight(to_tsvector('simple', coalesce(vals, '')), 'D');
  RETURN NEW;
END $$;
