CREATE TABLE "takedown_status_totals" (
	"status" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "monitored_channels_handle_trgm_idx";--> statement-breakpoint
CREATE INDEX "monitored_channels_search_trgm_idx" ON "monitored_channels" USING gin (lower("title" || E'\n' || coalesce("handle", '')) gin_trgm_ops);--> statement-breakpoint
-- Kept by the status-total functions of 0058, told the totals table by argument.
create trigger copyright_takedowns_status_totals_insert after insert on copyright_takedowns
  referencing new table as new_rows for each statement execute function status_totals_add('takedown_status_totals');
--> statement-breakpoint
create trigger copyright_takedowns_status_totals_delete after delete on copyright_takedowns
  referencing old table as old_rows for each statement execute function status_totals_remove('takedown_status_totals');
--> statement-breakpoint
create trigger copyright_takedowns_status_totals_update after update on copyright_takedowns
  referencing old table as old_rows new table as new_rows for each statement
  execute function status_totals_move('takedown_status_totals');
--> statement-breakpoint
-- Recounts from the notices themselves (after a load that ran with the triggers disabled).
create function takedown_status_totals_rebuild() returns void language sql as $$
  delete from takedown_status_totals;
  insert into takedown_status_totals (status, n) select status, count(*) from copyright_takedowns group by status;
$$;
--> statement-breakpoint
select takedown_status_totals_rebuild();
