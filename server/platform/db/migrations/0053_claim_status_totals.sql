CREATE TABLE "claim_status_totals" (
	"status" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Statement triggers with transition tables (as 0036, 0049): a bulk change of claims adjusts the few
-- rows once per statement.
create function claim_status_totals_add() returns trigger language plpgsql as $$
begin
  insert into claim_status_totals (status, n) select status, count(*) from new_rows group by status
    on conflict (status) do update set n = claim_status_totals.n + excluded.n;
  return null;
end
$$;
--> statement-breakpoint
create function claim_status_totals_remove() returns trigger language plpgsql as $$
begin
  update claim_status_totals t set n = t.n - d.n
    from (select status, count(*) as n from old_rows group by status) d where t.status = d.status;
  return null;
end
$$;
--> statement-breakpoint
-- An update moves only the claims whose status changed (YouTube's read-back touches many others).
create function claim_status_totals_move() returns trigger language plpgsql as $$
begin
  update claim_status_totals t set n = t.n - d.n
    from (select o.status, count(*) as n from old_rows o join new_rows w on w.id = o.id
          where w.status <> o.status group by o.status) d
    where t.status = d.status;
  insert into claim_status_totals (status, n)
    select w.status, count(*) from old_rows o join new_rows w on w.id = o.id
    where w.status <> o.status group by w.status
    on conflict (status) do update set n = claim_status_totals.n + excluded.n;
  return null;
end
$$;
--> statement-breakpoint
create trigger manual_claims_status_totals_insert after insert on manual_claims
  referencing new table as new_rows for each statement execute function claim_status_totals_add();
--> statement-breakpoint
create trigger manual_claims_status_totals_delete after delete on manual_claims
  referencing old table as old_rows for each statement execute function claim_status_totals_remove();
--> statement-breakpoint
create trigger manual_claims_status_totals_update after update on manual_claims
  referencing old table as old_rows new table as new_rows for each statement
  execute function claim_status_totals_move();
--> statement-breakpoint
-- Recounts from the claims themselves (after a load that ran with the triggers disabled).
create function claim_status_totals_rebuild() returns void language sql as $$
  delete from claim_status_totals;
  insert into claim_status_totals (status, n) select status, count(*) from manual_claims group by status;
$$;
--> statement-breakpoint
select claim_status_totals_rebuild();
