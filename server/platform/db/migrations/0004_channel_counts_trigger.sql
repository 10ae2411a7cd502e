-- Keeps channel_counts exact: every insert, delete and change of creator or status adjusts it.
create function channel_counts_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update channel_counts set n = n - 1 where creator_id = old.creator_id and status = old.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into channel_counts (creator_id, status, n) values (new.creator_id, new.status, 1)
    on conflict (creator_id, status) do update set n = channel_counts.n + 1;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger channels_count after insert or delete or update of creator_id, status on channels
  for each row execute function channel_counts_apply();
--> statement-breakpoint
insert into channel_counts (creator_id, status, n)
  select creator_id, status, count(*) from channels group by creator_id, status;
