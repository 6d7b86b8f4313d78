-- submit_form stores a lead, its attribution, and the record that it must be delivered, in one
-- transaction; counts it against the rate limits; and takes its argument as json, so that text
-- PostgreSQL cannot hold (NUL, a lone surrogate) or nesting too deep for its parser fails inside
-- this function, where it is answered with a rule's name, instead of in the argument's conversion,
-- whose error context writes the start of the visitor's JSON into the server log.
drop function public.submit_form(jsonb);

create function public.submit_form(submission json)
returns public.form_submissions
language plpgsql
security definer
set search_path = ''
as $$
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
  begin
    sent := submission::jsonb;
  exception
    when untranslatable_character then
      raise exception using errcode = '22P05', message = 'submission refused by rule "nul_character": text cannot hold the NUL character (\u0000)';
    when invalid_text_representation then
      raise exception using errcode = '22P02', message = 'submission refused by rule "unicode_text": text must be valid Unicode (a lone surrogate is not)';
    when statement_too_complex then
      raise exception using errcode = '22023', message = 'submission refused by rule "submission_is_object": send the fields as one JSON object of text';
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
    insert into public.form_submissions (
      form_type, first_name, last_name, email, phone, message,
      experience, availability, facility_size, cleaning_frequency,
      page_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid,
      suspected_spam
    ) values (
      public.trim_text(sent ->> 'form_type'),
      public.trim_text(sent ->> 'first_name'),
      public.trim_text(sent ->> 'last_name'),
      public.trim_text(sent ->> 'email'),
      public.trim_text(sent ->> 'phone'),
      public.trim_text(sent ->> 'message'),
      public.trim_text(sent ->> 'experience'),
      public.trim_text(sent ->> 'availability'),
      public.trim_text(sent ->> 'facility_size'),
      public.trim_text(sent ->> 'cleaning_frequency'),
      public.trim_text(sent ->> 'page_path'),
      public.trim_text(sent ->> 'referrer'),
      public.trim_text(sent ->> 'utm_source'),
      public.trim_text(sent ->> 'utm_medium'),
      public.trim_text(sent ->> 'utm_campaign'),
      public.trim_text(sent ->> 'utm_term'),
      public.trim_text(sent ->> 'utm_content'),
      public.trim_text(sent ->> 'gclid'),
      case
        when coalesce(public.trim_text(sent ->> 'honeypot'), '') <> '' then 'honeypot'
        when sent ->> 'fill_ms' is null then 'no_form_signals'
        when (sent ->> 'fill_ms')::numeric < min_fill_ms then 'too_fast'
      end
    )
    returning * into stored;
  exception when check_violation or not_null_violation then
    -- PostgreSQL's detail would repeat the whole row ("Failing row contains ..."): the message
    -- names the rule, and the visitor's data stays out of responses and logs.
    get stacked diagnostics refused_state = returned_sqlstate, refused_message = message_text;
    raise exception using errcode = refused_state, message = refused_message;
  end;

  perform public.count_submission_against_limits(stored.email);

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

comment on function public.submit_form(json) is
  'Stores one website form submission (trimmed, marked when it looks like a bot''s, with where it came from) and its pending delivery, and returns the stored row.';

-- The one function the public keys may call; under the classic default privileges anon and
-- authenticated were granted it directly, so the revoke names them.
revoke all on function public.submit_form(json) from public, anon, authenticated;
grant execute on function public.submit_form(json) to anon, authenticated;
