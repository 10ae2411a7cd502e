-- Trigram indexes let list searches (lower(column) like %text%) use an index.
create extension if not exists pg_trgm;
