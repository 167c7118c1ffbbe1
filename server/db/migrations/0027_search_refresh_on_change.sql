-- The catalogue search's row of a SKU (decision 0015) is refreshed only when an update changes what the row is made
-- of: the SKU's kind, site, class, price or whether a seat is left. Every order moves a SKU's held or sold seats,
-- and refreshing on each of those updates cost PostgreSQL about 0.5-0.9 ms of CPU an update, for goods (which have
-- no row) too (decision 0016).
CREATE FUNCTION class_search_after_skus_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[] := ARRAY(
    SELECT now.id
    FROM changed now
    JOIN previous was ON was.id = now.id
    WHERE 'class' IN (now.kind, was.kind)
      AND (now.kind, now.locale, now.class_id, now.price, now.store - now.sold - now.held <= 0)
          IS DISTINCT FROM (was.kind, was.locale, was.class_id, was.price, was.store - was.sold - was.held <= 0));
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM class_search_refresh(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER class_search_skus_updated ON skus;
--> statement-breakpoint
CREATE TRIGGER class_search_skus_updated AFTER UPDATE ON skus REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION class_search_after_skus_updated();
