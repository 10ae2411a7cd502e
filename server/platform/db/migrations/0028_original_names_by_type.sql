-- Originals stored before uploads were named by their detected type keep the uploader's extension (a
-- WAV sent as invoice.html is saved as .html). Give each the extension of its stored key, the type
-- detected from its bytes, as cleanFileName (server/http/uploads.ts) does for new uploads: the last
-- extension replaced (a leading dot is not one), the stem trimmed or 'document', 255 characters at most.
UPDATE "asset_files" AS f
SET "file_name" = left(coalesce(nullif(btrim(n.stem), ''), 'document'), 254 - length(n.ext)) || '.' || n.ext
FROM (
  SELECT
    "id",
    lower(substring("storage_key" FROM '\.([A-Za-z0-9]+)$')) AS ext,
    coalesce(substring("file_name" FROM '^(.+)\.[^.]*$'), "file_name") AS stem,
    lower(coalesce(substring("file_name" FROM '^.+\.([^.]*)$'), '')) AS current_ext
  FROM "asset_files"
  WHERE "role" = 'original'
) AS n
WHERE f."id" = n."id"
  AND n.ext IS NOT NULL
  AND n.current_ext <> n.ext
  AND NOT (n.ext IN ('jpg', 'jpeg') AND n.current_ext IN ('jpg', 'jpeg'));
