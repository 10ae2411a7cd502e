CREATE TABLE "activity_day_deltas" (
	"day" date NOT NULL,
	"actor_id" uuid NOT NULL,
	"entity" varchar(40) NOT NULL,
	"action" varchar(20) NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "activity_logs_seq_key";--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "chain" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_logs_chain_seq_key" ON "activity_logs" USING btree ("chain","seq");--> statement-breakpoint
-- A chain per database session (its backend's pid, one of 16), each with its own advisory lock: an
-- insert waits only for an earlier writer on its own chain to commit, not for every writer (one lock
-- serialised all the commits that wrote an entry). A transaction runs on one session, so it holds one
-- chain's lock: two never wait on each other's. The entries before this migration are chain 0, which
-- the sessions whose pid falls on it go on with. The hash is unchanged: an entry moved to another
-- chain leaves a gap in one and an entry linked to the wrong hash in the other.
create or replace function activity_logs_chain() returns trigger language plpgsql as $$
declare
  my_chain smallint := (pg_backend_pid() % 16)::smallint;
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
-- Each statement's entries counted per day, person, entity and action are appended as deltas (no row
-- two writers would both update and hold until they commit); the fold below adds them in.
create or replace function activity_day_totals_follow() returns trigger language plpgsql as $$
declare
  source text := case tg_op
    when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
    else 'select o.*, -1 as sign from old_rows o' end;
begin
  execute format($q$
    insert into activity_day_deltas (day, actor_id, entity, action, n)
      select (x.created_at at time zone 'UTC')::date, x.actor_id, x.entity, x.action, sum(x.sign)
      from (%s) x group by 1, 2, 3, 4 having sum(x.sign) <> 0$q$,
    source);
  return null;
end
$$;
--> statement-breakpoint
-- Adds the committed deltas into both totals and removes them, in one statement: concurrent folds
-- take disjoint deltas (a row another fold deleted is skipped once it commits) and update the totals
-- in key order, so they never deadlock.
create or replace function activity_day_totals_fold() returns void language plpgsql as $$
begin
  with d as (delete from activity_day_deltas returning day, actor_id, entity, action, n),
  totals as (
    insert into activity_day_totals (day, actor_id, entity, action, n)
      select day, actor_id, entity, action, sum(n) from d group by 1, 2, 3, 4 having sum(n) <> 0
      order by 1, 2, 3, 4
    on conflict (day, actor_id, entity, action) do update set n = activity_day_totals.n + excluded.n)
  insert into activity_day_action_totals (day, action, n)
    select day, action, sum(n) from d group by 1, 2 having sum(n) <> 0 order by 1, 2
  on conflict (day, action) do update set n = activity_day_action_totals.n + excluded.n;
end
$$;
--> statement-breakpoint
create or replace function activity_day_totals_rebuild() returns void language sql as $$
  delete from activity_day_deltas;
  delete from activity_day_totals;
  insert into activity_day_totals (day, actor_id, entity, action, n)
    select (created_at at time zone 'UTC')::date, actor_id, entity, action, count(*)
    from activity_logs group by 1, 2, 3, 4;
  delete from activity_day_action_totals;
  insert into activity_day_action_totals (day, action, n)
    select (created_at at time zone 'UTC')::date, action, count(*)
    from activity_logs group by 1, 2;
$$;
