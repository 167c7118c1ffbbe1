-- A SKU counts the seats taken by orders, paid or waiting for payment, in one column (decision 0016). Paying an order
-- moved its seats from held to sold: a second update of the SKU's row in every purchase, under a lock that every
-- buyer of a SKU sold to many at once waited on, while neither the seats left nor the search changed.
ALTER TABLE "skus" DROP CONSTRAINT "skus_seats_check";
--> statement-breakpoint
ALTER TABLE "skus" RENAME COLUMN "sold" TO "taken";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION class_search_refresh(sku_ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM class_search
  WHERE sku_id = ANY (sku_ids) AND NOT EXISTS (SELECT 1 FROM skus WHERE skus.id = class_search.sku_id AND skus.kind = 'class');
  INSERT INTO class_search AS existing (sku_id, locale, subject_id, course_type_id, term_id, channel_id, channel_group_id, level_degree_id,
                                        grade_ids, platform_type, starts_at, ends_at, price, sold_out, search_text)
  SELECT s.id, s.locale, co.subject_id, co.course_type_id, co.term_id, co.channel_id, ch.group_id, co.level_degree_id,
         ARRAY(SELECT jsonb_array_elements_text(co.grade_ids)::integer), c.platform_type, c.starts_at, c.ends_at, s.price,
         s.store - s.taken <= 0, co.search_text
  FROM skus s
  JOIN classes c ON c.id = s.class_id
  JOIN courses co ON co.id = c.course_id
  JOIN channels ch ON ch.id = co.channel_id
  WHERE s.id = ANY (sku_ids) AND s.kind = 'class'
  ON CONFLICT (sku_id) DO UPDATE SET
    locale = excluded.locale, subject_id = excluded.subject_id, course_type_id = excluded.course_type_id, term_id = excluded.term_id,
    channel_id = excluded.channel_id, channel_group_id = excluded.channel_group_id, level_degree_id = excluded.level_degree_id,
    grade_ids = excluded.grade_ids, platform_type = excluded.platform_type, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
    price = excluded.price, sold_out = excluded.sold_out, search_text = excluded.search_text
  WHERE (existing.*) IS DISTINCT FROM (excluded.*);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION class_search_after_skus_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[] := ARRAY(
    SELECT now.id
    FROM changed now
    JOIN previous was ON was.id = now.id
    WHERE 'class' IN (now.kind, was.kind)
      AND (now.kind, now.locale, now.class_id, now.price, now.store - now.taken <= 0)
          IS DISTINCT FROM (was.kind, was.locale, was.class_id, was.price, was.store - was.taken <= 0));
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM class_search_refresh(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "skus" SET "taken" = "taken" + "held" WHERE "held" <> 0;
--> statement-breakpoint
ALTER TABLE "skus" DROP COLUMN "held";
--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_seats_check" CHECK ("skus"."taken" >= 0 and "skus"."taken" <= "skus"."store");
