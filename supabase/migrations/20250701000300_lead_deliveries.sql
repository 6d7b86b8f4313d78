-- The outbox of lead delivery. submit_form records, in the transaction that stores a lead, that it
-- must be delivered to the automation webhook; a server-side runner (lib/submissions/delivery/,
-- an Edge Function in production) claims due deliveries, POSTs each one and records the answer.
-- Nothing depends on the visitor's browser staying open, and every lead's fate is recorded here.
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
  constraint lead_deliveries_status check (status in ('pending', 'sending', 'delivered', 'failed', 'skipped')),
  constraint lead_deliveries_skipped_reason check ((status = 'skipped') = (skipped_reason is not null)
    and (skipped_reason is null or skipped_reason in ('honeypot', 'too_fast', 'no_form_signals', 'forwarded_by_browser'))),
  constraint lead_deliveries_due check ((status in ('pending', 'sending') or (status = 'failed' and alerted_at is null)) = (next_attempt_at is not null)),
  constraint lead_deliveries_delivered check ((status = 'delivered') = (delivered_at is not null)),
  constraint lead_deliveries_failed check ((status = 'failed') = (failed_at is not null)),
  constraint lead_deliveries_attempts check (attempts >= 0),
  constraint lead_deliveries_last_error check (char_length(last_error) <= 500)
);

comment on table public.lead_deliveries is 'One row per stored submission: whether, when and how its delivery to the automation webhook went.';

create index lead_deliveries_due_at on public.lead_deliveries (next_attempt_at) where next_attempt_at is not null;

-- Leads stored before the outbox were forwarded by the visitor's browser, unconfirmed.
insert into public.lead_deliveries (submission_id, status, skipped_reason, created_at)
select id, 'skipped', coalesce(suspected_spam, 'forwarded_by_browser'), created_at from public.form_submissions;

alter table public.lead_deliveries enable row level security;
revoke all on table public.lead_deliveries from public, anon, authenticated;

-- Claims up to max_count due deliveries for lease_seconds: FOR UPDATE SKIP LOCKED, so two runners
-- claiming at once never take the same lead. A claim that runs out (its runner stopped) is due
-- again. Failed deliveries whose alert has not gone out are claimed too when with_alerts is set.
create function public.claim_lead_deliveries(max_count integer, lease_seconds double precision, with_alerts boolean)
returns table (lead_id uuid, kind text, attempt integer, last_error text, lead jsonb)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select delivery.submission_id
      from public.lead_deliveries as delivery
     where delivery.next_attempt_at <= now()
       and (delivery.status in ('pending', 'sending') or (with_alerts and delivery.status = 'failed'))
     order by delivery.next_attempt_at
     limit max_count
       for update skip locked
  ), claimed as (
    update public.lead_deliveries as delivery
       set status = case when delivery.status = 'failed' then 'failed' else 'sending' end,
           attempts = delivery.attempts + case when delivery.status = 'failed' then 0 else 1 end,
           last_attempt_at = case when delivery.status = 'failed' then delivery.last_attempt_at else now() end,
           next_attempt_at = now() + make_interval(secs => lease_seconds)
      from due
     where delivery.submission_id = due.submission_id
    returning delivery.submission_id, delivery.status, delivery.attempts, delivery.last_error
  )
  select claimed.submission_id,
         case when claimed.status = 'failed' then 'alert' else 'lead' end,
         claimed.attempts,
         claimed.last_error,
         to_jsonb(submission) - 'suspected_spam'
    from claimed
    join public.form_submissions as submission on submission.id = claimed.submission_id
$$;

-- Records one attempt's answer, by the database's clock: delivered; or, after a failure, due again
-- in retry_in_seconds, or failed once give_up_after_seconds have passed since the lead was stored.
-- A success counts whoever sent it; a failure only from the runner holding the current claim.
-- Returns the status now recorded, or null when the claim was no longer this runner's.
create function public.finish_lead_delivery(lead_id uuid, attempt integer, delivered boolean, error text, retry_in_seconds double precision, give_up_after_seconds double precision)
returns text
language sql
security definer
set search_path = ''
as $$
  update public.lead_deliveries as delivery
     set status = outcome.status,
         delivered_at = case when outcome.status = 'delivered' then now() end,
         failed_at = case when outcome.status = 'failed' then now() end,
         last_error = case when delivered then delivery.last_error else left(error, 500) end,
         -- A failed delivery's alert is due at once.
         next_attempt_at = case outcome.status when 'pending' then now() + make_interval(secs => retry_in_seconds) when 'failed' then now() end
    from (select case
                   when finish_lead_delivery.delivered then 'delivered'
                   when now() >= stored.created_at + make_interval(secs => give_up_after_seconds) then 'failed'
                   else 'pending'
                 end as status
            from public.lead_deliveries as stored
           where stored.submission_id = lead_id) as outcome
   where delivery.submission_id = lead_id
     and ((finish_lead_delivery.delivered and delivery.status in ('pending', 'sending'))
       or (delivery.status = 'sending' and delivery.attempts = attempt))
  returning delivery.status
$$;

-- Records whether the alert about a failed delivery went out; if not, it is tried again later.
-- last_error stays the delivery's: the alert's own failures are the runner's to log.
create function public.finish_lead_alert(lead_id uuid, sent boolean, error text, retry_in_seconds double precision)
returns text
language sql
security definer
set search_path = ''
as $$
  update public.lead_deliveries as delivery
     set alerted_at = case when sent then now() end,
         next_attempt_at = case when sent then null else now() + make_interval(secs => retry_in_seconds) end
   where delivery.submission_id = lead_id and delivery.status = 'failed' and delivery.alerted_at is null
  returning delivery.status
$$;

-- Wakes the delivery runner right after a lead is stored. In production that is the Edge Function,
-- called through pg_net (Supabase's Database Webhooks) with the address and token kept in Vault
-- (see the README); where pg_net or Vault are missing (PGlite, plain PostgreSQL) it does nothing,
-- and the scheduled run, or the local runner listening for the notification below, delivers.
-- Never fails the insert: at worst the lead waits for the next scheduled run.
create function public.invoke_lead_delivery()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  token text;
begin
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute $sql$select max(decrypted_secret) filter (where name = 'lead_delivery_url'), max(decrypted_secret) filter (where name = 'lead_delivery_token')
                 from vault.decrypted_secrets where name in ('lead_delivery_url', 'lead_delivery_token')$sql$
     into function_url, token;
  if function_url is null or token is null then
    raise warning 'lead delivery: Vault has no lead_delivery_url or lead_delivery_token; leads wait for the scheduled run';
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 5000)'
    using function_url, '{}'::jsonb, jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || token);
exception when others then
  raise warning 'lead delivery: the runner could not be woken (SQLSTATE %); leads wait for the scheduled run', sqlstate;
end;
$$;

create function public.lead_deliveries_wake()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

-- Retries: pg_cron wakes the runner every minute on a hosted project. pg_net and pg_cron are
-- created, where they can be, by *_leads_never_quiet.sql: created here unguarded, they failed the
-- migration wherever pg_cron is installed but not creatable (Debian's postgresql-15-cron).

-- Only the service role's runner claims and records; the public keys never reach these.
revoke all on function public.claim_lead_deliveries(integer, double precision, boolean), public.finish_lead_delivery(uuid, integer, boolean, text, double precision, double precision),
  public.finish_lead_alert(uuid, boolean, text, double precision), public.invoke_lead_delivery(), public.lead_deliveries_wake()
  from public, anon, authenticated;
grant execute on function public.claim_lead_deliveries(integer, double precision, boolean), public.finish_lead_delivery(uuid, integer, boolean, text, double precision, double precision),
  public.finish_lead_alert(uuid, boolean, text, double precision)
  to service_role;
