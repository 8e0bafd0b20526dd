-- The facet counts' trigger (0023) runs a dynamic statement (parsed and planned each time) for
-- every write to spus. Most writes move no count: a draft saved, a checkout taking stock, a name
-- edited. A cheap static look at the transition tables (planned once per connection) now ends
-- those at once; only a write that adds, removes or moves an on-sale product counts.
CREATE OR REPLACE FUNCTION facet_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS d FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS d FROM old_rows'
    ELSE 'SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 AS d FROM old_rows' END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE status = 1) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE status = 1) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (
    SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
    WHERE (n.status = 1 OR o.status = 1)
      AND (n.tenant_id, n.status, n.sex, n.new_flag, n.discount_flag, n.category_id, n.brand_id, n.designer_id, n.shop_id, n.value_ids)
        IS DISTINCT FROM (o.tenant_id, o.status, o.sex, o.new_flag, o.discount_flag, o.category_id, o.brand_id, o.designer_id, o.shop_id, o.value_ids)
  ) THEN
    RETURN NULL;
  END IF;
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
