CREATE TABLE "asset_stage_totals" (
	"stage" varchar(20) PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assets_newest_idx" ON "assets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "assets"."status" <> 3;--> statement-breakpoint
-- Keeps asset_stage_totals exact: an asset leaves its old stage's count and joins its new one,
-- deleted ones (status 3) counted nowhere.
create function asset_stage_totals_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status <> 3 then
    update asset_stage_totals set n = n - 1 where stage = old.stage;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status <> 3 then
    insert into asset_stage_totals (stage, n) values (new.stage, 1)
      on conflict (stage) do update set n = asset_stage_totals.n + 1;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger assets_stage_totals after insert or delete on assets
  for each row execute function asset_stage_totals_apply();
--> statement-breakpoint
create trigger assets_stage_totals_change after update on assets
  for each row when (old.stage is distinct from new.stage or old.status is distinct from new.status)
  execute function asset_stage_totals_apply();
--> statement-breakpoint
-- Counts again from the assets: after bulk loads that ran with the triggers disabled.
create function asset_stage_totals_rebuild() returns void language sql as $$
  delete from asset_stage_totals;
  insert into asset_stage_totals (stage, n) select stage, count(*) from assets where status <> 3 group by stage;
$$;
--> statement-breakpoint
select asset_stage_totals_rebuild();
