CREATE TABLE "inquiry_status_totals" (
	"status" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Statement triggers with transition tables, as claim_status_totals' (0053), written once for any table
-- with a status: the trigger's argument names the totals table (a bulk change adjusts a few rows once).
create function status_totals_add() returns trigger language plpgsql as $$
begin
  execute format('insert into %I (status, n) select status, count(*) from new_rows group by status
    on conflict (status) do update set n = %1$I.n + excluded.n', tg_argv[0]);
  return null;
end
$$;
--> statement-breakpoint
create function status_totals_remove() returns trigger language plpgsql as $$
begin
  execute format('update %I t set n = t.n - d.n
    from (select status, count(*) as n from old_rows group by status) d where t.status = d.status', tg_argv[0]);
  return null;
end
$$;
--> statement-breakpoint
-- An update moves only the rows whose status changed.
create function status_totals_move() returns trigger language plpgsql as $$
begin
  execute format('update %I t set n = t.n - d.n
    from (select o.status, count(*) as n from old_rows o join new_rows w on w.id = o.id
          where w.status <> o.status group by o.status) d
    where t.status = d.status', tg_argv[0]);
  execute format('insert into %I (status, n)
    select w.status, count(*) from old_rows o join new_rows w on w.id = o.id
    where w.status <> o.status group by w.status
    on conflict (status) do update set n = %1$I.n + excluded.n', tg_argv[0]);
  return null;
end
$$;
--> statement-breakpoint
create trigger inquiries_status_totals_insert after insert on inquiries
  referencing new table as new_rows for each statement execute function status_totals_add('inquiry_status_totals');
--> statement-breakpoint
create trigger inquiries_status_totals_delete after delete on inquiries
  referencing old table as old_rows for each statement execute function status_totals_remove('inquiry_status_totals');
--> statement-breakpoint
create trigger inquiries_status_totals_update after update on inquiries
  referencing old table as old_rows new table as new_rows for each statement
  execute function status_totals_move('inquiry_status_totals');
--> statement-breakpoint
-- Recounts from the requests themselves (after a load that ran with the triggers disabled).
create function inquiry_status_totals_rebuild() returns void language sql as $$
  delete from inquiry_status_totals;
  insert into inquiry_status_totals (status, n) select status, count(*) from inquiries group by status;
$$;
--> statement-breakpoint
select inquiry_status_totals_rebuild();
