CREATE TABLE "facet_counts" (
	"tenant_id" integer NOT NULL,
	"axis" smallint NOT NULL,
	"list_id" integer NOT NULL,
	"sex" integer NOT NULL,
	"new_flag" boolean NOT NULL,
	"discount_flag" boolean NOT NULL,
	"facet" smallint NOT NULL,
	"option_id" integer NOT NULL,
	"n" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "facet_counts_cell" ON "facet_counts" USING btree ("tenant_id","axis","list_id","sex","new_flag","discount_flag","facet","option_id");--> statement-breakpoint
CREATE INDEX "facet_counts_unfolded" ON "facet_counts" USING btree ("tenant_id") WHERE not "facet_counts"."folded";--> statement-breakpoint
-- The cells a product counts in: each list it belongs to (every product, its category, brand,
-- designer, shop, and the products having each of its property values) times each of its options
-- (its category, brand, designer, distinct property values).
CREATE FUNCTION facet_keys(p_category int, p_brand int, p_designer int, p_shop int, p_values int[])
RETURNS TABLE (axis smallint, list_id int, facet smallint, option_id int)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT l.axis, l.list_id, o.facet, o.option_id
  FROM (
    SELECT * FROM (VALUES (0::smallint, 0), (1::smallint, p_category), (2::smallint, p_brand), (3::smallint, p_designer), (4::smallint, p_shop)) AS a
    UNION ALL SELECT DISTINCT 5::smallint, v FROM unnest(p_values) AS v
  ) AS l (axis, list_id)
  CROSS JOIN (
    SELECT 0::smallint, p_category UNION ALL SELECT 1::smallint, p_brand UNION ALL SELECT 2::smallint, p_designer
    UNION ALL SELECT DISTINCT 3::smallint, v FROM unnest(p_values) AS v
  ) AS o (facet, option_id)
  WHERE l.list_id IS NOT NULL AND o.option_id IS NOT NULL
$$;
--> statement-breakpoint
-- One statement's rows at once: arriving on-sale rows add 1, leaving ones subtract 1 (an update
-- that moves no facet column nets to 0 and writes nothing). Changes are appended, never updated
-- in place, so concurrent writers never wait on one another or deadlock; readers sum a cell's
-- rows, and upkeep folds them into one (compactFacetCounts). Status 1 is productStatus.onSale.
CREATE FUNCTION facet_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS d FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS d FROM old_rows'
    ELSE 'SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 AS d FROM old_rows' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO facet_counts (tenant_id, axis, list_id, sex, new_flag, discount_flag, facet, option_id, n)
    SELECT c.tenant_id, k.axis, k.list_id, c.sex, c.new_flag, c.discount_flag, k.facet, k.option_id, sum(c.d)::int
    FROM (%s) AS c
    CROSS JOIN LATERAL facet_keys(c.category_id, c.brand_id, c.designer_id, c.shop_id, c.value_ids) AS k
    WHERE c.status = 1
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(c.d) <> 0
  $q$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spus_facet_counts_insert AFTER INSERT ON spus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_follow();
--> statement-breakpoint
CREATE TRIGGER spus_facet_counts_update AFTER UPDATE ON spus REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_follow();
--> statement-breakpoint
CREATE TRIGGER spus_facet_counts_delete AFTER DELETE ON spus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_follow();
--> statement-breakpoint
INSERT INTO facet_counts (tenant_id, axis, list_id, sex, new_flag, discount_flag, facet, option_id, n, folded)
SELECT s.tenant_id, k.axis, k.list_id, s.sex, s.new_flag, s.discount_flag, k.facet, k.option_id, count(*)::int, true
FROM spus AS s
CROSS JOIN LATERAL facet_keys(s.category_id, s.brand_id, s.designer_id, s.shop_id, s.value_ids) AS k
WHERE s.status = 1
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
ANALYZE facet_counts;
