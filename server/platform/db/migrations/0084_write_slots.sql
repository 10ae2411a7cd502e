-- Each database session claims a write slot when it opens (server/platform/db/client.ts): the first of
-- 64 session advisory locks no other session holds, kept until it closes. The activity log's chains
-- and the channel status totals' shards are the session's slot, so up to 64 sessions (a few servers'
-- pools) never share one: a pid modulo 16 made two of a pool of 10 share a chain or a shard about as
-- often as not, and they waited on each other's commits. A session without a slot (more than 64, or
-- one opened before this migration) falls back to its pid modulo 64: correct, only possibly shared.
create function claim_write_slot() returns smallint language plpgsql as $$
declare
  claimed smallint := nullif(current_setting('drm.write_slot', true), '')::smallint;
begin
  if claimed is not null then return claimed; end if;
  for k in 0 .. 63 loop
    if pg_try_advisory_lock(733039, k) then
      perform set_config('drm.write_slot', k::text, false);
      return k;
    end if;
  end loop;
  return null;
end
$$;
--> statement-breakpoint
create function write_slot() returns smallint language sql stable as $$
  select coalesce(nullif(current_setting('drm.write_slot', true), '')::smallint,
    (pg_backend_pid() % 64)::smallint)
$$;
--> statement-breakpoint
create or replace function activity_logs_chain() returns trigger language plpgsql as $$
declare
  my_chain smallint := write_slot();
  last_seq bigint;
  last_hash varchar;
begin
  perform pg_advisory_xact_lock(733037, my_chain);
  select l.seq, l.hash into last_seq, last_hash
    from activity_logs l where l.chain = my_chain and l.seq is not null order by l.seq desc limit 1;
  new.chain := my_chain;
  new.seq := coalesce(last_seq, 0) + 1;
  new.prev_hash := last_hash;
  new.hash := activity_log_hash(new.seq, new.id, new.prev_hash, new.actor_id, new.action, new.entity,
    new.entity_id, new.kind, new.before, new.after, new.created_at);
  return new;
end
$$;
--> statement-breakpoint
create or replace function channel_counts_apply() returns trigger language plpgsql as $$
declare
  my_shard smallint := write_slot();
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update channel_counts set n = n - 1 where creator_id = old.creator_id and status = old.status;
    insert into channel_status_totals (status, shard, n) values (old.status, my_shard, -1)
    on conflict (status, shard) do update set n = channel_status_totals.n - 1;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into channel_counts (creator_id, status, n) values (new.creator_id, new.status, 1)
    on conflict (creator_id, status) do update set n = channel_counts.n + 1;
    insert into channel_status_totals (status, shard, n) values (new.status, my_shard, 1)
    on conflict (status, shard) do update set n = channel_status_totals.n + 1;
  end if;
  return null;
end
$$;
