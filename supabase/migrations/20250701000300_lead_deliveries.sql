-- The outbox of lead delivery, and leads that never go quiet. submit_form records, in the
-- transaction that stores a lead, that it must be delivered to the automation webhook; a
-- server-side runner (supabase/functions/_shared/leadDelivery.ts, the Edge Function deliver-leads
-- in production) claims due deliveries, POSTs each one and records the answer. Nothing depends on
-- the visitor's browser staying open, and every lead's fate is recorded here.
--
-- A watchdog, run by the same schedule as the retries, alerts when a lead waits undelivered longer
-- than alert_after, whatever the cause, and when delivery has not run for as long; a failed lead is
-- retried once a day for two weeks, and the owner can send the failed ones again at once;
-- lead_delivery_health shows where delivery stands.
create table public.lead_deliveries (
  submission_id uuid primary key references public.form_submissions (id) on delete cascade,
  -- pending: due at next_attempt_at; sending: claimed by a runner until next_attempt_at (if it
  -- stops mid-delivery the claim runs out and another runner takes the lead); delivered; failed
  -- once retries ran out; skipped: never to be delivered, skipped_reason says why.
  status text not null,
  skipped_reason text,
  attempts integer not null default 0,
  last_error text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  failed_at timestamptz,
  -- When the alert about a failed delivery went out (ALERT_WEBHOOK_URL); until then a failed
  -- delivery's next_attempt_at is when the alert is next tried.
  alerted_at timestamptz,
  created_at timestamptz not null default now(),
  -- What the watchdog last said about a waiting lead: its cause (no_attempt, failing) and when.
  watched_cause text,
  watched_at timestamptz,
  constraint lead_deliveries_status check (status in ('pending', 'sending', 'delivered', 'failed', 'skipped')),
  constraint lead_deliveries_skipped_reason check ((status = 'skipped') = (skipped_reason is not null)
    and (skipped_reason is null or skipped_reason in ('honeypot', 'too_fast', 'no_form_signals'))),
  -- A failed lead is due again (a daily retry, or the owner's resend) once its alert has gone out.
  constraint lead_deliveries_due check (
    (status in ('pending', 'sending') or (status = 'failed' and alerted_at is null)) <= (next_attempt_at is not null)
    and (status in ('delivered', 'skipped')) <= (next_attempt_at is null)),
  constraint lead_deliveries_delivered check ((status = 'delivered') = (delivered_at is not null)),
  constraint lead_deliveries_failed check ((status = 'failed') = (failed_at is not null)),
  constraint lead_deliveries_attempts check (attempts >= 0),
  constraint lead_deliveries_last_error check (char_length(last_error) <= 500)
);

comment on table public.lead_deliveries is 'One row per stored submission: whether, when and how its delivery to the automation webhook went.';

create index lead_deliveries_due_at on public.lead_deliveries (next_attempt_at) where next_attempt_at is not null;

alter table public.lead_deliveries enable row level security;
revoke all on table public.lead_deliveries from public, anon, authenticated;

-- The watchdog's settings, which the owner tunes here (no migration needed), and what it watches.
create table public.lead_delivery_state (
  only_row boolean primary key default true constraint lead_delivery_state_one_row check (only_row),
  -- A lead undelivered for longer than this, or no delivery run for this long, raises an alert.
  alert_after interval not null default interval '10 minutes',
  -- The same lead, for the same cause, or the same outage, is alerted about again after this.
  realert_after interval not null default interval '6 hours',
  -- A runner's last claim (before the first: when this table was made).
  ran_at timestamptz not null default now(),
  -- When the watchdog last alerted that delivery was not running.
  not_running_alerted_at timestamptz,
  -- pg_net's id of the schedule's last call to the delivery function: its answer says why it did not run.
  invoked_request bigint
);
insert into public.lead_delivery_state default values;
alter table public.lead_delivery_state enable row level security;

-- Claims up to max_count due deliveries for lease_seconds: FOR UPDATE SKIP LOCKED, so two runners
-- claiming at once never take the same lead. A claim that runs out (its runner stopped) is due
-- again. Failed deliveries whose alert has not gone out are claimed too when with_alerts is set; a
-- failed lead whose alert has gone out is claimed as a 'retry' when due: a daily retry, or the
-- owner's resend. Every claim records that delivery ran.
create function public.claim_lead_deliveries(max_count integer, lease_seconds double precision, with_alerts boolean)
returns table (lead_id uuid, kind text, attempt integer, last_error text, lead jsonb) language sql security definer set search_path = '' as $$
  with ran as (
    update public.lead_delivery_state set ran_at = now()
  ), due as (
    select delivery.submission_id
      from public.lead_deliveries as delivery
     where delivery.next_attempt_at <= now()
       and (delivery.status in ('pending', 'sending') or (delivery.status = 'failed' and (with_alerts or delivery.alerted_at is not null)))
     order by delivery.next_attempt_at
     limit max_count
       for update skip locked
  ), claimed as (
    update public.lead_deliveries as delivery
       set status = case when delivery.status = 'failed' then 'failed' else 'sending' end,
           attempts = delivery.attempts + case when delivery.status = 'failed' and delivery.alerted_at is null then 0 else 1 end,
           last_attempt_at = case when delivery.status = 'failed' and delivery.alerted_at is null then delivery.last_attempt_at else now() end,
           next_attempt_at = now() + make_interval(secs => lease_seconds)
      from due
     where delivery.submission_id = due.submission_id
    returning delivery.submission_id, delivery.status, delivery.alerted_at, delivery.attempts, delivery.last_error
  )
  select claimed.submission_id,
         case when claimed.status <> 'failed' then 'lead' when claimed.alerted_at is null then 'alert' else 'retry' end,
         claimed.attempts,
         claimed.last_error,
         to_jsonb(submission) - 'suspected_spam'
    from claimed
    join public.form_submissions as submission on submission.id = claimed.submission_id
$$;

-- Records one attempt's answer, by the database's clock: delivered; or, after a failure, due again
-- in retry_in_seconds, or failed once give_up_after_seconds have passed since the lead was stored.
-- A failed lead is due for its alert at once; once alerted, it is retried once a day for two weeks.
-- A success counts whoever sent it; a failure only from the runner holding the current claim.
-- Returns the status now recorded, or null when the claim was no longer this runner's.
create function public.finish_lead_delivery(lead_id uuid, attempt integer, delivered boolean, error text, retry_in_seconds double precision, give_up_after_seconds double precision)
returns text language sql security definer set search_path = '' as $$
  update public.lead_deliveries as delivery
     set status = outcome.status,
         delivered_at = case when outcome.status = 'delivered' then now() end,
         failed_at = case when outcome.status = 'failed' then coalesce(delivery.failed_at, now()) end,
         last_error = case when delivered then delivery.last_error else left(error, 500) end,
         next_attempt_at = case outcome.status
           when 'pending' then now() + make_interval(secs => retry_in_seconds)
           when 'failed' then case
             when delivery.alerted_at is null then now()
             when now() < delivery.created_at + make_interval(secs => give_up_after_seconds) + interval '14 days' then now() + interval '1 day'
           end
         end
    from (select case
                   when finish_lead_delivery.delivered then 'delivered'
                   when now() >= stored.created_at + make_interval(secs => give_up_after_seconds) then 'failed'
                   else 'pending'
                 end as status
            from public.lead_deliveries as stored
           where stored.submission_id = lead_id) as outcome
   where delivery.submission_id = lead_id
     and ((finish_lead_delivery.delivered and delivery.status in ('pending', 'sending', 'failed'))
       or (delivery.status in ('sending', 'failed') and delivery.attempts = attempt))
  returning delivery.status
$$;

-- Records whether the alert about a failed delivery went out: if so, the lead's daily retries
-- begin; if not, the alert is tried again later. last_error stays the delivery's: the alert's own
-- failures are the runner's to log.
create function public.finish_lead_alert(lead_id uuid, sent boolean, error text, retry_in_seconds double precision)
returns text language sql security definer set search_path = '' as $$
  update public.lead_deliveries as delivery
     set alerted_at = case when sent then now() end,
         next_attempt_at = case when sent then delivery.failed_at + interval '1 day' else now() + make_interval(secs => retry_in_seconds) end
   where delivery.submission_id = lead_id and delivery.status = 'failed' and delivery.alerted_at is null
  returning delivery.status
$$;

-- A Vault secret by name, or null where Vault (a hosted project's) is missing or lacks it.
create function public.vault_secret(secret_name text)
returns text language plpgsql stable security definer set search_path = '' as $$
declare
  found text;
begin
  if to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into found using secret_name;
  return found;
end;
$$;

-- Wakes the delivery runner right after a lead is stored. In production that is the Edge Function,
-- called through pg_net (Supabase's Database Webhooks) with the address and token kept in Vault
-- (docs/lead-delivery.md); where pg_net or Vault are missing (PGlite, plain PostgreSQL) it does
-- nothing, and the scheduled run, or the local runner listening for the notification below,
-- delivers. Returns pg_net's request id, or null where it could not. Never fails the insert that
-- calls it: at worst the lead waits for the next scheduled run.
create function public.invoke_lead_delivery()
returns bigint language plpgsql security definer set search_path = '' as $$
declare
  request bigint;
begin
  if to_regnamespace('net') is null then
    return null;
  end if;
  if public.vault_secret('lead_delivery_url') is null or public.vault_secret('lead_delivery_token') is null then
    raise warning 'lead delivery: Vault has no lead_delivery_url or lead_delivery_token; leads wait for the scheduled run';
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 5000)' into request
    using public.vault_secret('lead_delivery_url'), '{}'::jsonb, jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || public.vault_secret('lead_delivery_token'));
  return request;
exception when others then
  raise warning 'lead delivery: the runner could not be woken (SQLSTATE %); leads wait for the scheduled run', sqlstate;
  return null;
end;
$$;

create function public.lead_deliveries_wake()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if exists (select from inserted where inserted.status = 'pending') then
    -- Delivered at commit only, so a listener never looks before the lead is there.
    perform pg_notify('lead_deliveries', 'pending');
    perform public.invoke_lead_delivery();
  end if;
  return null;
end;
$$;

create trigger lead_deliveries_wake
  after insert on public.lead_deliveries
  referencing new table as inserted
  for each statement execute function public.lead_deliveries_wake();

-- Why delivery is not running, as far as the database can tell, or null.
create function public.lead_delivery_diagnosis()
returns text language plpgsql stable security definer set search_path = '' as $$
declare
  answer record;
begin
  if to_regnamespace('net') is null then
    return case when to_regnamespace('cron') is not null then 'pg_net is missing, so nothing calls the delivery function' end;
  elsif public.vault_secret('lead_delivery_url') is null or public.vault_secret('lead_delivery_token') is null then
    return 'Vault has no lead_delivery_url or lead_delivery_token, so nothing calls the delivery function';
  end if;
  execute 'select status_code, error_msg from net._http_response where id = $1' into answer using (select invoked_request from public.lead_delivery_state);
  return case
    when answer.error_msg is not null then format('the delivery function could not be reached at Vault''s lead_delivery_url (%s)', answer.error_msg)
    when answer.status_code = 401 then 'the delivery function refused the call (HTTP 401): Vault''s lead_delivery_token is not its LEAD_DELIVERY_TOKEN'
    when answer.status_code = 404 then 'no delivery function answers at Vault''s lead_delivery_url (HTTP 404): is deliver-leads deployed?'
    when answer.status_code not between 200 and 299 then format('the delivery function answered HTTP %s: see its logs', answer.status_code)
    when to_regnamespace('cron') is null then 'pg_cron is missing: failed attempts are retried, and this watchdog runs, only when a lead arrives'
  end;
end;
$$;

-- The watchdog's alert, or null when nothing is due: every lead stored longer ago than alert_after
-- and not delivered, unless alerted about for the same cause within realert_after; and that
-- delivery has not run for alert_after, unless alerted within realert_after, during this outage.
-- Whoever sends it (the schedule through pg_net, or the delivery function) then records it with
-- record_lead_delivery_alert, so each is sent once per cause, again after realert_after.
create function public.lead_delivery_watchdog()
returns jsonb language sql stable security definer set search_path = '' as $$
  with state as (
    select *, ran_at < now() - alert_after and coalesce(not_running_alerted_at < greatest(ran_at, now() - realert_after), true) as not_running
      from public.lead_delivery_state
  ), due as (
    select delivery.submission_id, delivery.created_at, delivery.attempts, delivery.last_error, waiting.cause,
           submission.form_type, submission.first_name, submission.last_name, submission.email, submission.phone
      from public.lead_deliveries as delivery
      join public.form_submissions as submission on submission.id = delivery.submission_id
      cross join lateral (select case when delivery.attempts = 0 then 'no_attempt' else 'failing' end as cause) as waiting
      cross join state
     where delivery.status in ('pending', 'sending') and delivery.created_at < now() - state.alert_after
       and (delivery.watched_cause is distinct from waiting.cause or delivery.watched_at < now() - state.realert_after)
  ), alert as (
    select (select not_running from state) as not_running,
           count(*) as overdue,
           jsonb_agg(jsonb_build_object('lead_id', due.submission_id, 'cause', due.cause, 'stored_at', due.created_at, 'attempts', due.attempts, 'last_error', due.last_error)
             order by due.created_at) as leads,
           string_agg(format('%s from %s %s (%s, %s), stored %s, id %s: %s', due.form_type, due.first_name, due.last_name, due.email, due.phone, due.created_at, due.submission_id,
             case when due.attempts = 0 then 'no attempt made' else format('%s attempts, the last: %s', due.attempts, due.last_error) end), '; ' order by due.created_at) as lines,
           public.lead_delivery_diagnosis() as diagnosis
      from due
  )
  select jsonb_build_object(
           'event', 'lead.delivery_stuck',
           'key', 'watchdog-' || md5(coalesce(alert.leads::text, '') || alert.not_running || (select ran_at from state)),
           'not_running', alert.not_running,
           'delivery_last_ran', (select ran_at from state),
           'leads', coalesce(alert.leads, '[]'),
           'diagnosis', alert.diagnosis,
           'text', concat_ws(' ', 'Lead delivery needs attention:',
             case when alert.not_running then format('delivery has not run since %s.', (select ran_at from state)) end,
             case when alert.overdue > 0 then format('%s lead(s) undelivered for more than %s minutes: %s.', alert.overdue, (select trim_scale(round(extract(epoch from alert_after) / 60, 1)) from state), alert.lines) end,
             case when alert.diagnosis is not null then format('Likely cause: %s.', alert.diagnosis) end,
             'Every lead is kept in form_submissions; select * from public.lead_delivery_health shows where delivery stands.'))
    from alert
   where alert.not_running or alert.overdue > 0
$$;

-- Records an alert of lead_delivery_watchdog as sent.
create function public.record_lead_delivery_alert(alert jsonb)
returns void language sql security definer set search_path = '' as $$
  update public.lead_deliveries as delivery
     set watched_cause = sent.cause, watched_at = now()
    from jsonb_to_recordset(alert -> 'leads') as sent(lead_id uuid, cause text)
   where delivery.submission_id = sent.lead_id;
  update public.lead_delivery_state set not_running_alerted_at = now() where (alert ->> 'not_running')::boolean;
$$;

-- Where delivery stands, for the service role: `select * from public.lead_delivery_health`.
create view public.lead_delivery_health as
select count(*) filter (where delivery.status = 'pending')::integer as pending,
       count(*) filter (where delivery.status = 'sending')::integer as sending,
       count(*) filter (where delivery.status = 'delivered')::integer as delivered,
       count(*) filter (where delivery.status = 'failed')::integer as failed,
       count(*) filter (where delivery.status = 'skipped')::integer as skipped,
       min(delivery.created_at) filter (where delivery.status in ('pending', 'sending')) as oldest_waiting_since,
       date_trunc('second', now() - min(delivery.created_at) filter (where delivery.status in ('pending', 'sending'))) as oldest_waiting_for,
       (select state.ran_at from public.lead_delivery_state as state) as delivery_last_ran
  from public.lead_deliveries as delivery;

-- What pg_cron runs every minute: wakes the delivery function (retries, and any lead whose wake-up
-- was lost), then sends the watchdog's alert through pg_net to Vault's lead_alert_url. Without
-- pg_net the run fails, saying why, so pg_cron's job_run_details (the dashboard's Cron page) shows
-- it rather than "succeeded"; without lead_alert_url the alert waits for the delivery function's run.
create function public.run_lead_delivery_schedule()
returns void language plpgsql security definer set search_path = '' as $$
declare
  alert constant jsonb := public.lead_delivery_watchdog();
begin
  if to_regnamespace('net') is null then
    raise exception 'lead delivery cannot run: pg_net is missing, so nothing calls the delivery function (% lead(s) waiting%)',
      (select pending + sending from public.lead_delivery_health), coalesce((select ', the oldest since ' || oldest_waiting_since from public.lead_delivery_health), '');
  end if;
  update public.lead_delivery_state set invoked_request = public.invoke_lead_delivery();
  if alert is null then
    return;
  elsif public.vault_secret('lead_alert_url') is null then
    raise warning 'lead delivery: Vault has no lead_alert_url, so the watchdog''s alert waits for the delivery function''s run';
    return;
  end if;
  perform net.http_post(url := public.vault_secret('lead_alert_url'), body := alert, timeout_milliseconds := 5000,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Idempotency-Key', alert ->> 'key'));
  perform public.record_lead_delivery_alert(alert);
end;
$$;

-- The owner's "send the failed leads again now": each is due at once (its id still its
-- idempotency key), and the runner is woken. Returns how many.
create function public.resend_failed_leads()
returns integer language plpgsql security definer set search_path = '' as $$
declare
  resent integer;
begin
  update public.lead_deliveries set next_attempt_at = now() where status = 'failed';
  get diagnostics resent = row_count;
  perform pg_notify('lead_deliveries', 'resend');
  perform public.invoke_lead_delivery();
  return resent;
end;
$$;

-- Only the service role's runner claims and records; the public keys never reach these.
revoke all on table public.lead_delivery_state, public.lead_delivery_health from public, anon, authenticated;
grant select on public.lead_delivery_health to service_role;
revoke all on function public.claim_lead_deliveries(integer, double precision, boolean), public.finish_lead_delivery(uuid, integer, boolean, text, double precision, double precision),
  public.finish_lead_alert(uuid, boolean, text, double precision), public.vault_secret(text), public.invoke_lead_delivery(), public.lead_deliveries_wake(),
  public.lead_delivery_diagnosis(), public.lead_delivery_watchdog(), public.record_lead_delivery_alert(jsonb), public.run_lead_delivery_schedule(), public.resend_failed_leads()
  from public, anon, authenticated;
grant execute on function public.claim_lead_deliveries(integer, double precision, boolean), public.finish_lead_delivery(uuid, integer, boolean, text, double precision, double precision),
  public.finish_lead_alert(uuid, boolean, text, double precision), public.lead_delivery_watchdog(), public.record_lead_delivery_alert(jsonb), public.resend_failed_leads()
  to service_role;

-- pg_net and pg_cron, created only where they can be, and pg_cron's schedule of the retries and
-- the watchdog, every minute. A hosted project has both (supautils creates them for postgres).
-- Elsewhere either may be absent (PGlite), installed but not loaded (pg_cron outside
-- shared_preload_libraries), or not creatable by the role running the migrations (Debian's
-- postgresql-15-cron for a postgres that is not a superuser, or pg_cron outside
-- cron.database_name): created unguarded, they failed the migration there. So the migration
-- applies all the same, and the watchdog names what is missing.
do $$
declare
  wanted text;
begin
  foreach wanted in array array['pg_net', 'pg_cron'] loop
    if not exists (select from pg_extension where extname = wanted) and exists (select from pg_available_extensions where name = wanted) then
      begin
        execute format('create extension %I', wanted);
      exception when others then
        raise warning 'lead delivery: % is installed but cannot be created here (%)', wanted, sqlerrm;
      end;
    end if;
  end loop;
  if to_regnamespace('cron') is null then
    raise notice 'lead delivery: no pg_cron here, so nothing runs the retries and the watchdog on a schedule';
    return;
  end if;
  begin
    perform cron.schedule('deliver-leads', '* * * * *', 'select public.run_lead_delivery_schedule()');
  exception when others then
    raise warning 'lead delivery: the schedule could not be made (%)', sqlerrm;
  end;
end
$$;
