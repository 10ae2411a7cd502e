CREATE TABLE "library_totals" (
	"facet" varchar(20) NOT NULL,
	"value" varchar(64) NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "library_totals_facet_value_pk" PRIMARY KEY("facet","value")
);
--> statement-breakpoint
CREATE INDEX "assets_language_idx" ON "assets" USING btree ("language");--> statement-breakpoint
-- The duration facet's buckets, as DURATION_FACETS (shared/constants.ts) has them: a test checks they agree.
create function library_duration_bucket(seconds real) returns text immutable language sql as $$
  select case when seconds is null then null when seconds < 30 then 'under_30s'
    when seconds < 120 then '30s_2m' when seconds < 600 then '2m_10m' else 'over_10m' end
$$;
--> statement-breakpoint
-- Adds delta to every count one library item makes: the total, each facet's value, each speaker's.
create function library_totals_add(item assets, delta int) returns void language plpgsql as $$
begin
  insert into library_totals (facet, value, n)
    select f, v, delta from (values
      ('', ''),
      ('kind', item.kind::text),
      ('category', item.category_id::text),
      ('energy_level', item.energy_level_id::text),
      ('rights_holder', item.rights_holder_id::text),
      ('language', item.language::text),
      ('duration', library_duration_bucket(item.duration_seconds))
    ) as x(f, v) where v is not null
    union all
    select 'speaker', s.artist_id::text, delta from asset_speakers s where s.asset_id = item.id
  on conflict (facet, value) do update set n = library_totals.n + excluded.n;
end
$$;
--> statement-breakpoint
-- An item's counts leave with its old row and come with its new one, when either is in the library
-- (approved, not deleted). A delete is counted before it happens, while the item's speakers still
-- exist (the cascade removes them after).
create function library_totals_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.stage = 'approved' and old.status <> 3 then
    perform library_totals_add(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.stage = 'approved' and new.status <> 3 then
    perform library_totals_add(new, 1);
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger assets_library_totals after insert on assets
  for each row execute function library_totals_apply();
--> statement-breakpoint
create trigger assets_library_totals_change after update on assets
  for each row when (old.stage is distinct from new.stage or old.status is distinct from new.status
    or old.kind is distinct from new.kind or old.category_id is distinct from new.category_id
    or old.energy_level_id is distinct from new.energy_level_id
    or old.rights_holder_id is distinct from new.rights_holder_id
    or old.language is distinct from new.language or old.duration_seconds is distinct from new.duration_seconds)
  execute function library_totals_apply();
--> statement-breakpoint
create trigger assets_library_totals_delete before delete on assets
  for each row execute function library_totals_apply();
--> statement-breakpoint
-- A speaker added to or taken from an item of the library; an item being deleted has gone already.
create function library_speaker_totals_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and exists (select 1 from assets a where a.id = old.asset_id
      and a.stage = 'approved' and a.status <> 3) then
    insert into library_totals (facet, value, n) values ('speaker', old.artist_id::text, -1)
      on conflict (facet, value) do update set n = library_totals.n - 1;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and exists (select 1 from assets a where a.id = new.asset_id
      and a.stage = 'approved' and a.status <> 3) then
    insert into library_totals (facet, value, n) values ('speaker', new.artist_id::text, 1)
      on conflict (facet, value) do update set n = library_totals.n + 1;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger asset_speakers_library_totals after insert or delete or update on asset_speakers
  for each row execute function library_speaker_totals_apply();
--> statement-breakpoint
-- Counts everything again from the items: after bulk loads that ran with the triggers disabled.
create function library_totals_rebuild() returns void language sql as $$
  delete from library_totals;
  insert into library_totals (facet, value, n)
    select x.f, x.v, count(*) from assets a cross join lateral (values
      ('', ''),
      ('kind', a.kind::text),
      ('category', a.category_id::text),
      ('energy_level', a.energy_level_id::text),
      ('rights_holder', a.rights_holder_id::text),
      ('language', a.language::text),
      ('duration', library_duration_bucket(a.duration_seconds))
    ) as x(f, v)
    where a.stage = 'approved' and a.status <> 3 and x.v is not null
    group by x.f, x.v
    union all
    select 'speaker', s.artist_id::text, count(*) from asset_speakers s join assets a on a.id = s.asset_id
    where a.stage = 'approved' and a.status <> 3
    group by s.artist_id;
$$;
--> statement-breakpoint
select library_totals_rebuild();
