CREATE TABLE "found_video_totals" (
	"state" varchar(16) NOT NULL,
	"has_audio" boolean NOT NULL,
	"found_via" varchar(16) NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "found_video_totals_state_has_audio_found_via_pk" PRIMARY KEY("state","has_audio","found_via")
);
--> statement-breakpoint
-- Statement triggers with transition tables, as for the synced videos (0036): a scan's batch or a bulk
-- state change adjusts the few rows once per statement by groups, not once per row.
create function found_video_totals_add() returns trigger language plpgsql as $$
begin
  insert into found_video_totals (state, has_audio, found_via, n)
    select state, has_audio, found_via, count(*) from new_rows group by state, has_audio, found_via
    on conflict (state, has_audio, found_via) do update set n = found_video_totals.n + excluded.n;
  return null;
end
$$;
--> statement-breakpoint
create function found_video_totals_remove() returns trigger language plpgsql as $$
begin
  update found_video_totals t set n = t.n - d.n
    from (select state, has_audio, found_via, count(*) as n from old_rows group by state, has_audio, found_via) d
    where t.state = d.state and t.has_audio = d.has_audio and t.found_via = d.found_via;
  return null;
end
$$;
--> statement-breakpoint
-- An update moves only the rows whose state, audio or way found changed (a title's change does not).
create function found_video_totals_move() returns trigger language plpgsql as $$
begin
  update found_video_totals t set n = t.n - d.n
    from (select o.state, o.has_audio, o.found_via, count(*) as n from old_rows o join new_rows w on w.id = o.id
          where (w.state, w.has_audio, w.found_via) is distinct from (o.state, o.has_audio, o.found_via)
          group by o.state, o.has_audio, o.found_via) d
    where t.state = d.state and t.has_audio = d.has_audio and t.found_via = d.found_via;
  insert into found_video_totals (state, has_audio, found_via, n)
    select w.state, w.has_audio, w.found_via, count(*) from old_rows o join new_rows w on w.id = o.id
    where (w.state, w.has_audio, w.found_via) is distinct from (o.state, o.has_audio, o.found_via)
    group by w.state, w.has_audio, w.found_via
    on conflict (state, has_audio, found_via) do update set n = found_video_totals.n + excluded.n;
  return null;
end
$$;
--> statement-breakpoint
create trigger found_videos_totals_insert after insert on found_videos
  referencing new table as new_rows for each statement execute function found_video_totals_add();
--> statement-breakpoint
create trigger found_videos_totals_delete after delete on found_videos
  referencing old table as old_rows for each statement execute function found_video_totals_remove();
--> statement-breakpoint
create trigger found_videos_totals_update after update on found_videos
  referencing old table as old_rows new table as new_rows for each statement
  execute function found_video_totals_move();
--> statement-breakpoint
-- Recounts from the found videos themselves (after a load that ran with the triggers disabled).
create function found_video_totals_rebuild() returns void language sql as $$
  delete from found_video_totals;
  insert into found_video_totals (state, has_audio, found_via, n)
    select state, has_audio, found_via, count(*) from found_videos group by state, has_audio, found_via;
$$;
--> statement-breakpoint
select found_video_totals_rebuild();
