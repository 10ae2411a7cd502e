-- The Licensing Library's total (/browse: the library's licensable items) kept beside the library's
-- own, as the facet 'licensable' of library_totals: its first page reads one row instead of counting
-- a quarter of a million items.
create or replace function library_totals_add(item assets, delta int) returns void language plpgsql as $$
begin
  insert into library_totals (facet, value, n)
    select f, v, delta from (values
      ('', ''),
      ('licensable', case when item.licensable then 'true' end),
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
drop trigger assets_library_totals_change on assets;
--> statement-breakpoint
create trigger assets_library_totals_change after update on assets
  for each row when (old.stage is distinct from new.stage or old.status is distinct from new.status
    or old.licensable is distinct from new.licensable
    or old.kind is distinct from new.kind or old.category_id is distinct from new.category_id
    or old.energy_level_id is distinct from new.energy_level_id
    or old.rights_holder_id is distinct from new.rights_holder_id
    or old.language is distinct from new.language or old.duration_seconds is distinct from new.duration_seconds)
  execute function library_totals_apply();
--> statement-breakpoint
create or replace function library_totals_rebuild() returns void language sql as $$
  delete from library_totals;
  insert into library_totals (facet, value, n)
    select x.f, x.v, count(*) from assets a cross join lateral (values
      ('', ''),
      ('licensable', case when a.licensable then 'true' end),
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
