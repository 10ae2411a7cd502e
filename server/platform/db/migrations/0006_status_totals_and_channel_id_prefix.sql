CREATE TABLE "channel_status_totals" (
	"status" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "channels_channel_id_trgm_idx";--> statement-breakpoint
CREATE INDEX "channels_channel_id_prefix_idx" ON "channels" USING btree ("channel_id" varchar_pattern_ops);--> statement-breakpoint
-- The trigger of 0004 now keeps both counts: per creator and status, and per status over everyone.
create or replace function channel_counts_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update channel_counts set n = n - 1 where creator_id = old.creator_id and status = old.status;
    update channel_status_totals set n = n - 1 where status = old.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into channel_counts (creator_id, status, n) values (new.creator_id, new.status, 1)
    on conflict (creator_id, status) do update set n = channel_counts.n + 1;
    insert into channel_status_totals (status, n) values (new.status, 1)
    on conflict (status) do update set n = channel_status_totals.n + 1;
  end if;
  return null;
end
$$;
--> statement-breakpoint
-- Recounts both from the channels themselves: after bulk loads that ran with the trigger disabled.
create function channel_counts_rebuild() returns void language sql as $$
  delete from channel_counts;
  insert into channel_counts (creator_id, status, n)
    select creator_id, status, count(*) from channels group by creator_id, status;
  delete from channel_status_totals;
  insert into channel_status_totals (status, n) select status, count(*) from channels group by status;
$$;
--> statement-breakpoint
select channel_counts_rebuild();
