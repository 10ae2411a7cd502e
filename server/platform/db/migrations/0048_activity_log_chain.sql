-- The activity log's hash chain (issue 37). Drizzle cannot write functions or triggers: this file is
-- the custom migration's text (server/platform/db/migrations/*_activity_log_chain.sql), kept here
-- beside the code that reads the chain (./verify.ts).
--
-- An entry's hash is SHA-256 over its immutable content and the hash of the entry before it, so
-- changing, removing or inserting an entry behind the app's back breaks the chain from there on.
-- The content is written as a JSON array (unambiguous: no separator a value could hold), the time as
-- microseconds since the epoch (the text of a timestamptz would depend on the session's time zone).
-- A note's text is mutable and so left out; its digest is in the hashed `after` of the note and of
-- each edit's entry (./notes.ts), which the check compares with the text.
create or replace function activity_log_hash(
  seq bigint, id uuid, prev_hash varchar, actor_id uuid, action varchar, entity varchar,
  entity_id uuid, kind varchar, before jsonb, after jsonb, created_at timestamptz
) returns varchar language sql stable as $$
  select encode(sha256(convert_to(jsonb_build_array(
    seq, id, prev_hash, actor_id, action, entity, entity_id, kind, before, after,
    (extract(epoch from created_at) * 1000000)::bigint
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Each insert takes a transaction-wide advisory lock first, so entries are chained one after the
-- other whatever the concurrency: the next insert waits until this one's transaction ends, and then
-- (read committed: each statement of the function reads afresh) sees its entry as the last.
create or replace function activity_logs_chain() returns trigger language plpgsql as $$
declare
  last_seq bigint;
  last_hash varchar;
begin
  perform pg_advisory_xact_lock(733037);
  select l.seq, l.hash into last_seq, last_hash
    from activity_logs l where l.seq is not null order by l.seq desc limit 1;
  new.seq := coalesce(last_seq, 0) + 1;
  new.prev_hash := last_hash;
  new.hash := activity_log_hash(new.seq, new.id, new.prev_hash, new.actor_id, new.action, new.entity,
    new.entity_id, new.kind, new.before, new.after, new.created_at);
  return new;
end
$$;
--> statement-breakpoint
-- The entries written before the chain existed are chained in their order of writing.
do $$
declare
  r record;
  n bigint := 0;
  prev varchar;
begin
  for r in select * from activity_logs order by created_at, id loop
    n := n + 1;
    update activity_logs set seq = n, prev_hash = prev,
      hash = activity_log_hash(n, r.id, prev, r.actor_id, r.action, r.entity, r.entity_id, r.kind,
        r.before, r.after, r.created_at)
      where id = r.id returning hash into prev;
  end loop;
end
$$;
--> statement-breakpoint
create trigger activity_logs_chain before insert on activity_logs
  for each row execute function activity_logs_chain();
