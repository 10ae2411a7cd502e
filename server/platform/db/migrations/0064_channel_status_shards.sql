ALTER TABLE "channel_status_totals" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_status_totals" DROP CONSTRAINT "channel_status_totals_pkey";--> statement-breakpoint
ALTER TABLE "channel_status_totals" ADD CONSTRAINT "channel_status_totals_status_shard_pk" PRIMARY KEY("status","shard");--> statement-breakpoint
-- Each session adds to its own shard of a status (its backend's pid, one of 16), so writers on other
-- connections never wait on the same total row until they commit; readers add a status's shards up.
-- A shard may go below zero (a channel counted in one shard, moved away in another): the sum is exact.
create or replace function channel_counts_apply() returns trigger language plpgsql as $$
declare
  my_shard smallint := (pg_backend_pid() % 16)::smallint;
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
--> statement-breakpoint
-- Recounts both from the channels themselves (one shard per status).
create or replace function channel_counts_rebuild() returns void language sql as $$
  delete from channel_counts;
  insert into channel_counts (creator_id, status, n)
    select creator_id, status, count(*) from channels group by creator_id, status;
  delete from channel_status_totals;
  insert into channel_status_totals (status, shard, n) select status, 0, count(*) from channels group by status;
$$;
