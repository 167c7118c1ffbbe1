ALTER TABLE "skus" ADD COLUMN "search_text" text;--> statement-breakpoint
-- The words of the products already stored, as the catalogue import writes them for new ones (server/catalogue/import.ts).
UPDATE "skus" SET "search_text" = lower((
  SELECT string_agg(concat_ws(E'\n', words.value ->> 'title', words.value ->> 'summary',
                              (SELECT string_agg(item, E'\n') FROM jsonb_array_elements_text(coalesce(words.value -> 'syllabus', '[]'::jsonb)) AS item)), E'\n')
  FROM jsonb_each("content") AS words
)) WHERE "kind" <> 'class' AND "content" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "skus_search_text_idx" ON "skus" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "skus"."search_text" is not null;
