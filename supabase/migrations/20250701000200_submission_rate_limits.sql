-- Limits on how often one e-mail address, and one client address, may submit in a time window. A
-- client calling submit_form directly with plausible timing passes the bot guards as a person;
-- these hold whoever calls. The owner tunes them in this table, no migration needed.
create table public.submission_limits (
  rule text primary key,
  max_submissions integer not null,
  per interval not null,
  constraint submission_limits_known check (rule in ('rate_limit_email', 'rate_limit_client')),
  constraint submission_limits_positive check (max_submissions > 0 and per > interval '0')
);

comment on table public.submission_limits is
  'rate_limit_email: submissions per e-mail address; rate_limit_client: per client address (x-forwarded-for). At most max_submissions per window.';

-- An office behind one address may send a few; a person rarely sends more than two.
insert into public.submission_limits (rule, max_submissions, per) values
  ('rate_limit_email', 5, interval '1 hour'),
  ('rate_limit_client', 20, interval '1 hour');

-- What the limits count: one row per stored submission, keyed by digests (no address is kept in
-- clear), pruned once older than the longest window.
create table public.submission_rate_events (
  created_at timestamptz not null default now(),
  email_key text not null,
  client_key text
);

create index submission_rate_events_email on public.submission_rate_events (email_key, created_at);
create index submission_rate_events_client on public.submission_rate_events (client_key, created_at) where client_key is not null;

alter table public.submission_limits enable row level security;
alter table public.submission_rate_events enable row level security;
-- The classic default privileges granted both tables to anon and authenticated: take that back.
revoke all on table public.submission_limits, public.submission_rate_events from public, anon, authenticated;

-- The client's address as Supabase's API gateway passes it to PostgREST, which hands the request's
-- headers to SQL as request.headers: the first entry of x-forwarded-for. Null outside a request.
create function public.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), '')
$$;

-- Counts this submission against both limits, refusing it (HTTP 429 through PostgREST) when one
-- is reached. Called by submit_form once the row is valid; a transaction-scoped lock per key makes
-- concurrent submissions from one sender count one after another.
create function public.count_submission_against_limits(email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_email constant text := encode(sha256(convert_to(lower(email), 'UTF8')), 'hex');
  sender_client constant text := encode(sha256(convert_to(public.client_address(), 'UTF8')), 'hex');
  rule_row public.submission_limits;
  recent integer;
begin
  delete from public.submission_rate_events as event
   where event.created_at < now() - (select max(limits.per) from public.submission_limits as limits);
  for rule_row in select * from public.submission_limits order by rule loop
    if rule_row.rule = 'rate_limit_client' and sender_client is null then
      continue;
    end if;
    perform pg_advisory_xact_lock(hashtextextended(rule_row.rule || coalesce(case rule_row.rule when 'rate_limit_email' then sender_email else sender_client end, ''), 0));
    select count(*) into recent
      from public.submission_rate_events as event
     where event.created_at > now() - rule_row.per
       and case rule_row.rule when 'rate_limit_email' then event.email_key = sender_email else event.client_key = sender_client end;
    if recent >= rule_row.max_submissions then
      raise exception using errcode = 'PT429',
        message = format('submission refused by rule "%s": too many submissions from this %s; try again later', rule_row.rule,
          case rule_row.rule when 'rate_limit_email' then 'e-mail address' else 'address' end);
    end if;
  end loop;
  insert into public.submission_rate_events (email_key, client_key) values (sender_email, sender_client);
end;
$$;

revoke all on function public.client_address(), public.count_submission_against_limits(text) from public, anon, authenticated;
