-- Catalogue search at size (issue 25, docs/decisions/043-catalogue-search.md). pg_trgm ships with
-- PostgreSQL's contrib and with PGlite (every PGlite instance loads it: db/client.ts, test/db*.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string() is only stable (element output functions could be), so a generated column cannot
-- call it; for text[] it is immutable in fact.
CREATE OR REPLACE FUNCTION themes_search_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(words, ' ') $$;--> statement-breakpoint
CREATE TABLE "theme_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "themes_popular_idx";--> statement-breakpoint
DROP INDEX "themes_price_idx";--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "rating_average" double precision GENERATED ALWAYS AS (coalesce(round(rating_sum::numeric / nullif(rating_count, 0), 1), 0)::float8) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, themes_search_words(features) || ' ' || industry_category || ' ' || industry_type), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "theme_search_words_trgm_idx" ON "theme_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "themes_price_desc_idx" ON "themes" USING btree ("published","price" DESC NULLS LAST,"downloads" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "themes_rating_idx" ON "themes" USING btree ("published","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"downloads" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "themes_search_vector_idx" ON "themes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "themes_popular_idx" ON "themes" USING btree ("published","downloads" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "themes_price_idx" ON "themes" USING btree ("published","price","downloads" DESC NULLS LAST,"id");--> statement-breakpoint
-- Ratings as columns: every insert, update and delete of reviews moves the themes' approved count
-- and sum by what the statement changed, in the writer's transaction. Increments (not a recount)
-- so two transactions reviewing one theme at once serialise on its row and both count.
CREATE OR REPLACE FUNCTION theme_reviews_keep_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE themes t SET rating_count = t.rating_count + d.n, rating_sum = t.rating_sum + d.total
    FROM (SELECT theme_id, count(*)::int AS n, sum(rating)::int AS total FROM new_reviews
          WHERE status = 'approved' GROUP BY theme_id) d
    WHERE t.id = d.theme_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE themes t SET rating_count = t.rating_count - d.n, rating_sum = t.rating_sum - d.total
    FROM (SELECT theme_id, count(*)::int AS n, sum(rating)::int AS total FROM old_reviews
          WHERE status = 'approved' GROUP BY theme_id) d
    WHERE t.id = d.theme_id;
  ELSE
    UPDATE themes t SET rating_count = t.rating_count + d.n, rating_sum = t.rating_sum + d.total
    FROM (SELECT theme_id, sum(n)::int AS n, sum(total)::int AS total FROM (
            SELECT theme_id, 1 AS n, rating AS total FROM new_reviews WHERE status = 'approved'
            UNION ALL
            SELECT theme_id, -1, -rating FROM old_reviews WHERE status = 'approved') moved
          GROUP BY theme_id) d
    WHERE t.id = d.theme_id AND (d.n <> 0 OR d.total <> 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER theme_reviews_ratings_insert AFTER INSERT ON theme_reviews
  REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION theme_reviews_keep_ratings();--> statement-breakpoint
CREATE TRIGGER theme_reviews_ratings_update AFTER UPDATE ON theme_reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION theme_reviews_keep_ratings();--> statement-breakpoint
CREATE TRIGGER theme_reviews_ratings_delete AFTER DELETE ON theme_reviews
  REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION theme_reviews_keep_ratings();--> statement-breakpoint
-- Backfill: the approved reviews already there.
UPDATE themes t SET rating_count = r.n, rating_sum = r.total
FROM (SELECT theme_id, count(*)::int AS n, sum(rating)::int AS total FROM theme_reviews
      WHERE status = 'approved' GROUP BY theme_id) r
WHERE t.id = r.theme_id;--> statement-breakpoint
-- The typo lexicon (theme_search_words): words of names, descriptions and features, letters only,
-- 3+ characters, added as themes are inserted or change their text.
CREATE OR REPLACE FUNCTION theme_text_words(name text, description text, features text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM regexp_split_to_table(lower(name || ' ' || description || ' ' || themes_search_words(features)), '[^[:alpha:]]+') AS w
  WHERE length(w) >= 3 $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION themes_keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO theme_search_words (word)
    SELECT DISTINCT w FROM new_themes n, theme_text_words(n.name, n.description, n.features) AS w
    ON CONFLICT DO NOTHING;
  ELSE
    -- Only rows whose text changed: a download or a rating moves the row, not its words.
    INSERT INTO theme_search_words (word)
    SELECT DISTINCT w FROM new_themes n JOIN old_themes o ON o.id = n.id
      AND (n.name, n.description, n.features) IS DISTINCT FROM (o.name, o.description, o.features),
      theme_text_words(n.name, n.description, n.features) AS w
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER themes_search_words_insert AFTER INSERT ON themes
  REFERENCING NEW TABLE AS new_themes FOR EACH STATEMENT EXECUTE FUNCTION themes_keep_search_words();--> statement-breakpoint
CREATE TRIGGER themes_search_words_update AFTER UPDATE ON themes
  REFERENCING OLD TABLE AS old_themes NEW TABLE AS new_themes FOR EACH STATEMENT EXECUTE FUNCTION themes_keep_search_words();--> statement-breakpoint
INSERT INTO theme_search_words (word)
SELECT DISTINCT w FROM themes t, theme_text_words(t.name, t.description, t.features) AS w
ON CONFLICT DO NOTHING;
