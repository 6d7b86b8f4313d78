-- Form submissions: one row per quote request, enquiry or job application, with where it came
-- from, and the rules every submission is held to, whoever sends it.
--
-- The public (anon) key can do exactly one thing: call public.submit_form, which inserts one row
-- and returns that row. It holds no privilege on the table itself, so it can never select,
-- update or delete a submission, its own included. Submissions of any shape get one of two
-- answers: the whole row stored as sent (trimmed), or nothing stored and an error naming the rule,
-- never echoing what the visitor typed. What the bot guards catch is kept, marked, rather than
-- thrown away in the browser.
--
-- Under the classic default privileges (supabase/bootstrap/01_database.sql) every new public table
-- and function is granted to anon and authenticated directly; "revoke ... from public" alone
-- leaves those grants in place, so every revoke here names them.

-- Which characters count as space, and which are invisible, said once by code point. PostgreSQL's
-- [[:space:]] follows the server's locale, so PGlite and PostgreSQL 15 with glibc's C.UTF-8
-- disagree (U+0085, U+1680): the same submission would be stored by one and refused by the other.

-- The whitespace JavaScript's String.prototype.trim removes (WhiteSpace and LineTerminator), the
-- set the forms trim (lib/submissions/payload.ts): trimming, "not blank" and the e-mail rule use it.
create function public.space_characters()
returns text language sql immutable parallel safe set search_path = '' as $$
  select '\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
$$;

comment on function public.space_characters() is
  'The characters that count as space, as the body of a regular expression bracket: those JavaScript''s trim() removes.';

-- Characters a person cannot see or type into an address: C0 and C1 controls (U+0085 included),
-- and Unicode's format characters (soft hyphen, zero-width spaces and joiners, direction marks
-- and isolates, word joiner, byte order mark, interlinear annotation).
create function public.invisible_characters()
returns text language sql immutable parallel safe set search_path = '' as $$
  select '\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufff9-\ufffb'
$$;

comment on function public.invisible_characters() is
  'Control and format characters, as the body of a regular expression bracket: refused inside an e-mail address.';

-- True when the text has a character that is not space.
create function public.has_text(value text)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select value ~ ('[^' || public.space_characters() || ']')
$$;

-- Trims as the form does, so the database keeps exactly what the form's own trimming would,
-- whoever calls it.
create function public.trim_text(value text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select regexp_replace(value, '^[' || public.space_characters() || ']+|[' || public.space_characters() || ']+$', '', 'g')
$$;

-- local@domain.tld, none of the three parts holding an @, a space or an invisible character.
create function public.is_email_address(value text)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select char_length(value) <= 254
     and value ~ ('^[^@' || part || ']+@[^@' || part || ']+\.[^@' || part || ']+$')
  from (select public.space_characters() || public.invisible_characters() as part) as characters
$$;

-- A campaign's word: some text, no longer than 200 characters, nothing invisible.
create function public.is_campaign_text(value text)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select char_length(value) <= 200 and public.has_text(value) and value !~ ('[' || public.invisible_characters() || ']')
$$;

revoke all on function public.space_characters(), public.invisible_characters(), public.has_text(text), public.trim_text(text), public.is_email_address(text),
  public.is_campaign_text(text)
  from public, anon, authenticated;

create table public.form_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  form_type text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  message text not null,
  experience text,
  availability text,
  facility_size text,
  cleaning_frequency text,
  -- Why a row looks like a bot's, decided here from the signals the form sends (never from a
  -- verdict the browser makes); null for a person. Marked rows are not forwarded to the webhook.
  suspected_spam text,
  -- Where the lead came from: the page it was sent from, the referrer the visitor arrived with, the
  -- campaign's UTM parameters and Google Ads' click id. The form cleans them
  -- (lib/submissions/attribution.ts) so that a real visitor's lead is never refused for them; the
  -- rules below refuse what no form sends. Lengths count characters.
  page_path text,
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  gclid text,

  -- Required text must carry something besides spaces, and no field may be used as a dump.
  constraint first_name_not_blank check (public.has_text(first_name)),
  constraint first_name_length check (char_length(first_name) <= 100),
  constraint last_name_not_blank check (public.has_text(last_name)),
  constraint last_name_length check (char_length(last_name) <= 100),
  constraint email_format check (public.is_email_address(email)),
  constraint phone_format check (phone ~ '^\+?[0-9 ()-]{6,24}$' and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 6 and 15),
  constraint message_not_blank check (public.has_text(message)),
  constraint message_length check (char_length(message) <= 5000),
  constraint facility_size_not_blank check (facility_size is null or public.has_text(facility_size)),
  constraint facility_size_length check (facility_size is null or char_length(facility_size) <= 100),

  -- The forms that exist, and the twelve service pages' quote forms.
  constraint form_type_known check (form_type in (
    'hero', 'contact', 'career',
    'service_quote_Office Cleaning',
    'service_quote_Retail Cleaning',
    'service_quote_Warehouse & Industrial Cleaning',
    'service_quote_Medical & Healthcare Cleaning',
    'service_quote_Education & School Cleaning',
    'service_quote_Hospitality & Restaurant Cleaning',
    'service_quote_Gym & Fitness Cleaning',
    'service_quote_High-Rise & Strata Cleaning',
    'service_quote_Event & Function Cleaning',
    'service_quote_Car Park & Outdoor Cleaning',
    'service_quote_Construction Site Cleaning',
    'service_quote_Showroom & Display Cleaning'
  )),

  -- The fixed choices of the forms (lib/submissions/options.ts).
  constraint experience_allowed check (experience is null or experience in ('no-experience', '1-2-years', '3-5-years', '5-10-years', '10-plus-years')),
  constraint availability_allowed check (availability is null or availability in ('full-time', 'part-time', 'casual', 'weekends', 'evenings', 'early-mornings')),
  constraint cleaning_frequency_allowed check (cleaning_frequency is null or cleaning_frequency in ('daily', 'weekly', 'bi-weekly', 'monthly', 'one-time', 'emergency')),

  -- Each form type carries its own fields and no others.
  constraint career_fields check ((form_type = 'career') = (experience is not null and availability is not null)),
  constraint career_fields_only check (form_type = 'career' or (experience is null and availability is null)),
  constraint service_quote_fields check ((form_type like 'service\_quote\_%') = (facility_size is not null and cleaning_frequency is not null)),
  constraint service_quote_fields_only check (form_type like 'service\_quote\_%' or (facility_size is null and cleaning_frequency is null)),

  constraint suspected_spam_known check (suspected_spam is null or suspected_spam in ('honeypot', 'too_fast', 'no_form_signals')),

  -- A path of this site as location.pathname gives it: percent-encoded, so printable ASCII. (The
  -- lengths are not regular expression counts: PostgreSQL's stop at 255.)
  constraint page_path_format check (page_path is null or (char_length(page_path) <= 300 and page_path ~ '^/[!-~]*$')),
  -- A web address as document.referrer gives it, serialized as ASCII.
  constraint referrer_format check (referrer is null or (char_length(referrer) <= 500 and referrer ~ '^https?://[!-~]+$')),
  constraint utm_source_text check (utm_source is null or public.is_campaign_text(utm_source)),
  constraint utm_medium_text check (utm_medium is null or public.is_campaign_text(utm_medium)),
  constraint utm_campaign_text check (utm_campaign is null or public.is_campaign_text(utm_campaign)),
  constraint utm_term_text check (utm_term is null or public.is_campaign_text(utm_term)),
  constraint utm_content_text check (utm_content is null or public.is_campaign_text(utm_content)),
  constraint gclid_format check (gclid is null or (char_length(gclid) <= 200 and gclid ~ '^[A-Za-z0-9_-]+$'))
);

comment on table public.form_submissions is 'Quote requests, enquiries and job applications from the website forms.';
comment on column public.form_submissions.suspected_spam is
  'honeypot: the hidden field was filled; too_fast: sent under 3 s after the form loaded; no_form_signals: not sent by the site''s form. Null: a person.';
comment on column public.form_submissions.page_path is 'The path of the page the form was sent from.';
comment on column public.form_submissions.referrer is 'The page the visitor arrived from, when another site (first touch of the visit).';
comment on column public.form_submissions.gclid is 'Google Ads click id of the visit''s landing page.';

-- Row level security with no policy: nobody but the owner and service_role reads or writes rows.
alter table public.form_submissions enable row level security;
revoke all on table public.form_submissions from public, anon, authenticated;

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
  'rate_limit_email: submissions per e-mail address; rate_limit_client: per client address (cf-connecting-ip). At most max_submissions per window, counted apart for spam-marked submissions.';

-- An office behind one address may send a few; a person rarely sends more than two.
insert into public.submission_limits (rule, max_submissions, per) values
  ('rate_limit_email', 5, interval '1 hour'),
  ('rate_limit_client', 20, interval '1 hour');

-- What the limits count: one row per stored submission, keyed by digests (no address is kept in
-- clear), pruned once older than the longest window. Spam-marked submissions count against budgets
-- of their own, so a bot behind an office's address (or using a person's e-mail address) never
-- uses up the people's.
create table public.submission_rate_events (
  created_at timestamptz not null default now(),
  email_key text not null,
  client_key text,
  spam boolean not null default false
);

create index submission_rate_events_email on public.submission_rate_events (email_key, created_at);
create index submission_rate_events_client on public.submission_rate_events (client_key, created_at) where client_key is not null;

alter table public.submission_limits enable row level security;
alter table public.submission_rate_events enable row level security;
revoke all on table public.submission_limits, public.submission_rate_events from public, anon, authenticated;

-- Who sent a submission, as a client cannot forge it. Hosted Supabase sits behind Cloudflare,
-- which sets cf-connecting-ip to the address that connected to it, whatever the client sent, and
-- keeps a client's own x-forwarded-for entries first in that header, so the first entry is the
-- client's to choose (developers.cloudflare.com/fundamentals/reference/http-headers/: CF-Connecting-IP,
-- X-Forwarded-For; github.com/orgs/supabase/discussions/34647: a spoofed x-forwarded-for reaches
-- request.headers as sent, cf-connecting-ip holds the real address). PostgREST hands the request's
-- headers to SQL as request.headers. Null outside such a request: then only the per-e-mail limit
-- applies.
create function public.client_address() returns text language sql stable set search_path = '' as $$
  select nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), '')
$$;

-- Counts this submission against both limits, refusing it (HTTP 429 through PostgREST) when one
-- is reached. Called by submit_form once the row is valid; a transaction-scoped lock per key makes
-- concurrent submissions from one sender count one after another.
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

revoke all on function public.client_address(), public.count_submission_against_limits(text, boolean) from public, anon, authenticated;

-- The one door for the public key. SECURITY DEFINER runs it as the table's owner; the empty
-- search_path means every name inside is schema-qualified and cannot be hijacked. It stores a
-- lead, its attribution, and the record that it must be delivered (public.lead_deliveries, made by
-- the lead_deliveries migration) in one transaction, and counts it against the rate limits.
--
-- It takes the form's JSON as text, in one named argument: supabase-js's rpc() sends
-- {"submission": "<the fields as JSON text>"}, which PostgREST reads with json_to_recordset into
-- the text parameter (docs.postgrest.org, Functions as RPC). Only that outer object is parsed
-- before the function runs: what the visitor typed is inside a JSON string there, so a NUL is the
-- six characters \u0000 and deep nesting is plain text until this function parses it, where every
-- refusal names its rule. (A json or jsonb parameter would be parsed first: PostgreSQL refuses
-- \u0000 in json_to_record with 22P05, writing the start of the body into the server log, and
-- answers 54001, a 500, past about 14,500 levels of nesting.)
create function public.submit_form(submission text)
returns public.form_submissions language plpgsql security definer set search_path = '' as $$
declare
  form_fields constant text[] := array['form_type', 'first_name', 'last_name', 'email', 'phone', 'message', 'experience', 'availability', 'facility_size', 'cleaning_frequency'];
  -- Where the lead came from (lib/submissions/attribution.ts).
  attribution_fields constant text[] := array['page_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'];
  -- What the form observed: the hidden field's text, and milliseconds from the form loading to its sending.
  signal_fields constant text[] := array['honeypot', 'fill_ms'];
  min_fill_ms constant numeric := 3000; -- tests/support/supabase/submissionCases.ts MIN_FILL_MS, checked equal by supabase/form_submissions.test.ts
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

-- The one function the public keys may call.
revoke all on function public.submit_form(text) from public, anon, authenticated;
grant execute on function public.submit_form(text) to anon, authenticated;
