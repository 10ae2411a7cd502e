CREATE TABLE "payment_run_totals" (
	"run_id" uuid NOT NULL,
	"status" varchar(14) NOT NULL,
	"method" varchar(8) NOT NULL,
	"failed" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_run_totals_run_id_status_method_failed_pk" PRIMARY KEY("run_id","status","method","failed")
);
--> statement-breakpoint
ALTER TABLE "payment_run_totals" ADD CONSTRAINT "payment_run_totals_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount_micros","id");--> statement-breakpoint
-- Statement triggers with transition tables (as 0036, 0049): a run opened with 40,000 payments, or a
-- batch paid, adjusts the run's few rows once per statement.
create function payment_run_totals_add() returns trigger language plpgsql as $$
begin
  insert into payment_run_totals (run_id, status, method, failed, n, amount_micros)
    select run_id, status, method, failure is not null, count(*), sum(amount_micros) from new_rows
    group by run_id, status, method, failure is not null
    on conflict (run_id, status, method, failed) do update set n = payment_run_totals.n + excluded.n,
      amount_micros = payment_run_totals.amount_micros + excluded.amount_micros;
  return null;
end
$$;
--> statement-breakpoint
create function payment_run_totals_remove() returns trigger language plpgsql as $$
begin
  update payment_run_totals t set n = t.n - d.n, amount_micros = t.amount_micros - d.amount_micros
    from (select run_id, status, method, failure is not null as failed, count(*) as n,
            sum(amount_micros) as amount_micros from old_rows group by run_id, status, method, failure is not null) d
    where t.run_id = d.run_id and t.status = d.status and t.method = d.method and t.failed = d.failed;
  return null;
end
$$;
--> statement-breakpoint
-- An update moves only the payments whose run, status, method, refusal or amount changed (Wise's
-- transfer state, read again and again, does not).
create function payment_run_totals_move() returns trigger language plpgsql as $$
begin
  update payment_run_totals t set n = t.n - d.n, amount_micros = t.amount_micros - d.amount_micros
    from (select o.run_id, o.status, o.method, o.failure is not null as failed, count(*) as n,
            sum(o.amount_micros) as amount_micros
          from old_rows o join new_rows w on w.id = o.id
          where (w.run_id, w.status, w.method, w.failure is not null, w.amount_micros)
            is distinct from (o.run_id, o.status, o.method, o.failure is not null, o.amount_micros)
          group by o.run_id, o.status, o.method, o.failure is not null) d
    where t.run_id = d.run_id and t.status = d.status and t.method = d.method and t.failed = d.failed;
  insert into payment_run_totals (run_id, status, method, failed, n, amount_micros)
    select w.run_id, w.status, w.method, w.failure is not null, count(*), sum(w.amount_micros)
    from old_rows o join new_rows w on w.id = o.id
    where (w.run_id, w.status, w.method, w.failure is not null, w.amount_micros)
      is distinct from (o.run_id, o.status, o.method, o.failure is not null, o.amount_micros)
    group by w.run_id, w.status, w.method, w.failure is not null
    on conflict (run_id, status, method, failed) do update set n = payment_run_totals.n + excluded.n,
      amount_micros = payment_run_totals.amount_micros + excluded.amount_micros;
  return null;
end
$$;
--> statement-breakpoint
create trigger payments_run_totals_insert after insert on payments
  referencing new table as new_rows for each statement execute function payment_run_totals_add();
--> statement-breakpoint
create trigger payments_run_totals_delete after delete on payments
  referencing old table as old_rows for each statement execute function payment_run_totals_remove();
--> statement-breakpoint
create trigger payments_run_totals_update after update on payments
  referencing old table as old_rows new table as new_rows for each statement
  execute function payment_run_totals_move();
--> statement-breakpoint
-- Recounts from the payments themselves (after a load that ran with the triggers disabled).
create function payment_run_totals_rebuild() returns void language sql as $$
  delete from payment_run_totals;
  insert into payment_run_totals (run_id, status, method, failed, n, amount_micros)
    select run_id, status, method, failure is not null, count(*), sum(amount_micros) from payments
    group by run_id, status, method, failure is not null;
$$;
--> statement-breakpoint
select payment_run_totals_rebuild();
