CREATE TABLE "contact_us_status_totals" (
	"status" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Kept by the status totals' statement triggers written once in 0058 (their argument names the table).
create trigger contact_us_messages_status_totals_insert after insert on contact_us_messages
  referencing new table as new_rows for each statement
  execute function status_totals_add('contact_us_status_totals');
--> statement-breakpoint
create trigger contact_us_messages_status_totals_delete after delete on contact_us_messages
  referencing old table as old_rows for each statement
  execute function status_totals_remove('contact_us_status_totals');
--> statement-breakpoint
create trigger contact_us_messages_status_totals_update after update on contact_us_messages
  referencing old table as old_rows new table as new_rows for each statement
  execute function status_totals_move('contact_us_status_totals');
--> statement-breakpoint
-- Recounts from the threads themselves (after a load that ran with the triggers disabled).
create function contact_us_status_totals_rebuild() returns void language sql as $$
  delete from contact_us_status_totals;
  insert into contact_us_status_totals (status, n)
    select status, count(*) from contact_us_messages group by status;
$$;
--> statement-breakpoint
select contact_us_status_totals_rebuild();
