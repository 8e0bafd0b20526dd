-- Items ordered before issue 31's bug 2 was fixed show the product's first picture, not their
-- colour's: they take their SKU's colour's first picture, by contract/catalog.ts skuPicture (the
-- first colour of the SKU, in value id order, with pictures). Only items still showing the
-- product's first picture move, and only where the colour has one.
UPDATE "order_items" AS oi
SET "pic_url" = chosen.pic
FROM "skus" AS s, "spus" AS p,
LATERAL (
  SELECT e.value ->> 0 AS pic
  FROM jsonb_each(p."colour_images") AS e
  WHERE e.key ~ '^[0-9]{1,9}$'
    AND e.key::int = ANY (s."value_ids")
    AND jsonb_typeof(e.value) = 'array'
    AND jsonb_array_length(e.value) > 0
  ORDER BY e.key::int
  LIMIT 1
) AS chosen
WHERE s."id" = oi."sku_id"
  AND p."id" = oi."spu_id"
  AND oi."pic_url" = p."images"[1]
  AND chosen.pic IS NOT NULL
  AND chosen.pic <> oi."pic_url";
