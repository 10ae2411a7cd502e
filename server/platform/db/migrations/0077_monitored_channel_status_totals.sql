CREATE TABLE "monitored_channel_status_totals" (
	"status" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Kept by the status totals' statement triggers written once in 0058 (their argument names the table).
create trigger monitored_channels_status_totals_insert after insert on monitored_channels
  referencing new table as new_rows for each statement
  execute function status_totals_add('monitored_channel_status_totals');
--> statement-breakpoint
create trigger monitored_channels_status_totals_delete after delete on monitored_channels
  referencing old table as old_rows for each statement
  execute function status_totals_remove('monitored_channel_status_totals');
--> statement-breakpoint
create trigger monitored_channels_status_totals_update after update on monitored_channels
  referencing old table as old_rows new table as new_rows for each statement
  execute function status_totals_move('monitored_channel_status_totals');
--> statement-breakpoint
-- Recounts from the channels themselves (after a load that ran with the triggers disabled).
create function monitored_channel_status_totals_rebuild() returns void language sql as $$
  delete from monitored_channel_status_totals;
  insert into monitored_channel_status_totals (status, n)
    select status, count(*) from monitored_channels group by status;
$$;
--> statement-breakpoint
select monitored_channel_status_totals_rebuild();
