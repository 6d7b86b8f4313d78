-- Submissions of any shape get one of two answers: the whole row stored as sent (trimmed), or
-- nothing stored and an error naming the rule, never echoing what the visitor typed. And what the
-- bot guards catch is kept, marked, rather than thrown away in the browser.

-- Why a row looks like a bot's, decided here from the signals the form sends (never from a
-- verdict the browser makes); null for a person. Marked rows are not forwarded to the webhook.
alter table public.form_submissions
  add column suspected_spam text,
  add constraint suspected_spam_known check (suspected_spam is null or suspected_spam in ('honeypot', 'too_fast', 'no_form_signals'));

comment on column public.form_submissions.suspected_spam is
  'honeypot: the hidden field was filled; too_fast: sent under 3 s after the form loaded; no_form_signals: not sent by the site''s form. Null: a person.';

-- The characters JavaScript's String.prototype.trim removes, so the database keeps exactly what
-- the form's own trimming (lib/submissions/payload.ts) would, whoever calls it.
create function public.trim_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(value, '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g')
$$;

create or replace function public.submit_form(submission jsonb)
returns public.form_submissions
language plpgsql
security definer
set search_path = ''
as $$
declare
  form_fields constant text[] := array['form_type', 'first_name', 'last_name', 'email', 'phone', 'message', 'experience', 'availability', 'facility_size', 'cleaning_frequency'];
  -- What the form observed: the hidden field's text, and milliseconds from the form loading to its sending.
  signal_fields constant text[] := array['honeypot', 'fill_ms'];
  min_fill_ms constant numeric := 3000; -- islands/forms/spam.ts MIN_FILL_MS, checked equal by supabase/form_submissions.test.ts
  field text;
  stored public.form_submissions;
  refused_state text;
  refused_message text;
begin
  if jsonb_typeof(submission) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'submission refused by rule "submission_is_object": send the fields as one JSON object';
  end if;
  if exists (select from jsonb_object_keys(submission) as sent(key) where sent.key <> all (form_fields || signal_fields)) then
    raise exception using errcode = '22023', message = 'submission refused by rule "known_fields_only": send only the fields the forms have',
      hint = 'The fields are ' || array_to_string(form_fields || signal_fields, ', ') || '.';
  end if;
  foreach field in array form_fields || array['honeypot'] loop
    if jsonb_typeof(submission -> field) not in ('string', 'null') then
      raise exception using errcode = '22023', message = format('submission refused by rule "text_fields": %s must be text', field);
    end if;
  end loop;
  if jsonb_typeof(submission -> 'fill_ms') not in ('number', 'null') then
    raise exception using errcode = '22023', message = 'submission refused by rule "fill_ms_number": fill_ms must be a number';
  end if;

  begin
    insert into public.form_submissions (
      form_type, first_name, last_name, email, phone, message,
      experience, availability, facility_size, cleaning_frequency, suspected_spam
    ) values (
      public.trim_text(submission ->> 'form_type'),
      public.trim_text(submission ->> 'first_name'),
      public.trim_text(submission ->> 'last_name'),
      public.trim_text(submission ->> 'email'),
      public.trim_text(submission ->> 'phone'),
      public.trim_text(submission ->> 'message'),
      public.trim_text(submission ->> 'experience'),
      public.trim_text(submission ->> 'availability'),
      public.trim_text(submission ->> 'facility_size'),
      public.trim_text(submission ->> 'cleaning_frequency'),
      case
        when coalesce(public.trim_text(submission ->> 'honeypot'), '') <> '' then 'honeypot'
        when submission ->> 'fill_ms' is null then 'no_form_signals'
        when (submission ->> 'fill_ms')::numeric < min_fill_ms then 'too_fast'
      end
    )
    returning * into stored;
  exception when check_violation or not_null_violation then
    -- PostgreSQL's detail would repeat the whole row ("Failing row contains ..."): the message
    -- names the rule, and the visitor's data stays out of responses and logs.
    get stacked diagnostics refused_state = returned_sqlstate, refused_message = message_text;
    raise exception using errcode = refused_state, message = refused_message;
  end;
  return stored;
end;
$$;

comment on function public.submit_form(jsonb) is 'Stores one website form submission, trimmed and marked when it looks like a bot''s, and returns the stored row.';

revoke all on function public.trim_text(text) from public;
revoke all on function public.submit_form(jsonb) from public;
grant execute on function public.submit_form(jsonb) to anon, authenticated;
