-- A search document's words as 64 bits: each word sets one, the first byte of its md5 (stable across
-- PostgreSQL versions, where hashtext is not promised to be). A search typed sets, per word, the bits
-- of the vocabulary's words it may be; a row whose signature misses one of them cannot match, so a
-- page walked newest first tests it on the index and reads only the rows that may (docs/performance.md,
-- "A signature of words on the newest-first index").
CREATE FUNCTION search_word_bit(word text) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN 1::bigint << (get_byte(decode(md5(word), 'hex'), 0) & 63);--> statement-breakpoint
CREATE FUNCTION search_signature(document tsvector) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (SELECT coalesce(bit_or(search_word_bit(w)), 0) FROM unnest(tsvector_to_array(document)) w);--> statement-breakpoint
DROP INDEX "assets_library_newest_idx";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search_signature" bigint GENERATED ALWAYS AS (search_signature(search)) STORED;--> statement-breakpoint
CREATE INDEX "assets_library_newest_idx" ON "assets" USING btree ("approved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_signature") WHERE "assets"."stage" = 'approved' and "assets"."status" <> 3;