-- submit_form takes the form's JSON as text, in one named argument: supabase-js's rpc() sends
-- {"submission": "<the fields as JSON text>"}, which PostgREST reads with json_to_recordset into
-- the text parameter (docs.postgrest.org, Functions as RPC). Only that outer object is parsed
-- before the function runs: what the visitor typed is inside a JSON string there, so a NUL is the
-- six characters \u0000 and deep nesting is plain text until this function parses it, where every
-- refusal names its rule. (A json parameter would be parsed first: PostgreSQL refuses \u0000 in
-- json_to_record with 22P05, writing the start of the body into the server log, and answers 54001,
-- a 500, past about 14,500 levels of nesting.)
drop function public.submit_form(json);

-- Who sent a submission, as a client cannot forge it. Hosted Supabase sits behind Cloudflare,
-- which sets cf-connecting-ip to the address that connected to it, whatever the client sent, and
-- keeps a client's own x-forwarded-for entries first in that header, so the first entry is the
-- client's to choose (developers.cloudflare.com/fundamentals/reference/http-headers/: CF-Connecting-IP,
-- X-Forwarded-For; github.com/orgs/supabase/discussions/34647: a spoofed x-forwarded-for reaches
-- request.headers as sent, cf-connecting-ip holds the real address). Null outside such a request:
-- then only the per-e-mail limit applies.
create or replace function public.client_address() returns text language sql stable set search_path = '' as $$
  select nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), '')
$$;

-- Spam-marked submissions count against budgets of their own, so a bot behind an office's address
-- (or using a person's e-mail address) never uses up the people's.
alter table public.submission_rate_events add column spam boolean not null default false;

comment on table public.submission_limits is
  'rate_limit_email: submissions per e-mail address; rate_limit_client: per client address (cf-connecting-ip). At most max_submissions per window, counted apart for spam-marked submissions.';

drop function public.count_submission_against_limits(text);

-- Counts this submission against both limits, refusing it (HTTP 429 through PostgREST) when one
-- is reached. A transaction-scoped lock per key makes concurrent submissions from one sender count
-- one after another.
create function public.count_submission_against_limits(email text, is_spam boolean)
returns void language plpgsql security definer set search_path = '' as $$
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
    perform pg_advisory_xact_lock(hashtextextended(rule_row.rule || is_spam || coalesce(case rule_row.rule when 'rate_limit_email' then sender_email else sender_client end, ''), 0));
    select count(*) into recent
      from public.submission_rate_events as event
     where event.created_at > now() - rule_row.per
       and event.spam = is_spam
       and case rule_row.rule when 'rate_limit_email' then event.email_key = sender_email else event.client_key = sender_client end;
    if recent >= rule_row.max_submissions then
      raise exception using errcode = 'PT429',
        message = format('submission refused by rule "%s": too many submissions from this %s; try again later', rule_row.rule,
          case rule_row.rule when 'rate_limit_email' then 'e-mail address' else 'address' end);
    end if;
  end loop;
  insert into public.submission_rate_events (email_key, client_key, spam) values (sender_email, sender_client, is_spam);
end;
$$;

create function public.submit_form(submission text)
returns public.form_submissions language plpgsql security definer set search_path = '' as $$
declare
  form_fields constant text[] := array['form_type', 'first_name', 'last_name', 'email', 'phone', 'message', 'experience', 'availability', 'facility_size', 'cleaning_frequency'];
  -- Where the lead came from (lib/submissions/attribution.ts).
  attribution_fields constant text[] := array['page_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'];
  -- What the form observed: the hidden field's text, and milliseconds from the form loading to its sending.
  signal_fields constant text[] := array['honeypot', 'fill_ms'];
  min_fill_ms constant numeric := 3000; -- islands/forms/spam.ts MIN_FILL_MS, checked equal by supabase/form_submissions.test.ts
  sent jsonb;
  field text;
  stored public.form_submissions;
  refused_state text;
  refused_message text;
begin
  -- Nesting deeper than any form sends is refused unparsed: PostgreSQL's JSON parser runs out of
  -- stack near 14,500 levels, PGlite's before 12,000. Brackets outside strings are counted, and
  -- only when the body has many at all. Then JSON's syntax (json keeps \u0000 and lone surrogates
  -- as written), then what text cannot hold. Nothing of the body reaches an error: these are caught.
  if length(submission) - length(translate(submission, '[{', '')) > 1000
     and (select length(bare) - length(translate(bare, '[{', '')) > 1000 from regexp_replace(submission, '"(?:[^"\\]|\\.)*"', '', 'g') as bare) then
    raise exception using errcode = '22023', message = 'submission refused by rule "submission_is_object": send the fields as one JSON object of text';
  end if;
  begin
    perform submission::json;
  exception when invalid_text_representation or statement_too_complex then
    raise exception using errcode = '22023', message = 'submission refused by rule "submission_is_object": send the fields as one JSON object';
  end;
  begin
    sent := submission::jsonb;
  exception
    when untranslatable_character then
      raise exception using errcode = '22023', message = 'submission refused by rule "nul_character": text cannot hold the NUL character (\u0000)';
    when invalid_text_representation then
      raise exception using errcode = '22023', message = 'submission refused by rule "unicode_text": text must be valid Unicode (a lone surrogate is not)';
  end;
  if jsonb_typeof(sent) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'submission refused by rule "submission_is_object": send the fields as one JSON object';
  end if;
  if exists (select from jsonb_object_keys(sent) as given(key) where given.key <> all (form_fields || attribution_fields || signal_fields)) then
    raise exception using errcode = '22023', message = 'submission refused by rule "known_fields_only": send only the fields the forms have',
      hint = 'The fields are ' || array_to_string(form_fields || attribution_fields || signal_fields, ', ') || '.';
  end if;
  foreach field in array form_fields || attribution_fields || array['honeypot'] loop
    if jsonb_typeof(sent -> field) not in ('string', 'null') then
      raise exception using errcode = '22023', message = format('submission refused by rule "text_fields": %s must be text', field);
    end if;
  end loop;
  if jsonb_typeof(sent -> 'fill_ms') not in ('number', 'null') then
    raise exception using errcode = '22023', message = 'submission refused by rule "fill_ms_number": fill_ms must be a number';
  end if;

  begin
    -- Every field trimmed, the rest of the row the table's own.
    insert into public.form_submissions
    select * from jsonb_populate_record(null::public.form_submissions,
      coalesce((select jsonb_object_agg(given.key, public.trim_text(given.value)) from jsonb_each_text(sent) as given where given.key = any (form_fields || attribution_fields)), '{}')
      || jsonb_build_object('id', gen_random_uuid(), 'created_at', now(), 'suspected_spam', case
        when coalesce(public.trim_text(sent ->> 'honeypot'), '') <> '' then 'honeypot'
        when sent ->> 'fill_ms' is null then 'no_form_signals'
        when (sent ->> 'fill_ms')::numeric < min_fill_ms then 'too_fast'
      end))
    returning * into stored;
  exception when check_violation or not_null_violation then
    -- PostgreSQL's detail would repeat the whole row ("Failing row contains ..."): the message
    -- names the rule, and the visitor's data stays out of responses and logs.
    get stacked diagnostics refused_state = returned_sqlstate, refused_message = message_text;
    raise exception using errcode = refused_state, message = refused_message;
  end;

  perform public.count_submission_against_limits(stored.email, stored.suspected_spam is not null);

  -- Suspected spam is kept for a person to look at, and recorded as never to be delivered.
  insert into public.lead_deliveries (submission_id, status, skipped_reason, next_attempt_at, created_at)
  values (
    stored.id,
    case when stored.suspected_spam is null then 'pending' else 'skipped' end,
    stored.suspected_spam,
    case when stored.suspected_spam is null then now() end,
    stored.created_at
  );
  return stored;
end;
$$;

comment on function public.submit_form(text) is
  'Stores one website form submission, sent as JSON text (trimmed, marked when it looks like a bot''s, with where it came from), and its pending delivery, and returns the stored row.';

-- The one function the public keys may call; under the classic default privileges anon and
-- authenticated were granted the others directly, so the revokes name them.
revoke all on function public.count_submission_against_limits(text, boolean), public.client_address() from public, anon, authenticated;
revoke all on function public.submit_form(text) from public, anon, authenticated;
grant execute on function public.submit_form(text) to anon, authenticated;
