-- Where each lead came from, stored with it: the page it was sent from, the referrer the visitor
-- arrived with, the campaign's UTM parameters and Google Ads' click id. The form cleans them
-- (lib/submissions/attribution.ts) so that a real visitor's lead is never refused for them; these
-- rules refuse what no form sends. Lengths count characters.
-- A campaign's word: some text, no longer than 200 characters, nothing invisible.
create function public.is_campaign_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(value) <= 200 and public.has_text(value) and value !~ ('[' || public.invisible_characters() || ']')
$$;

revoke all on function public.is_campaign_text(text) from public, anon, authenticated;

alter table public.form_submissions
  add column page_path text,
  add column referrer text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column gclid text,
  -- A path of this site as location.pathname gives it: percent-encoded, so printable ASCII. (The
  -- lengths are not regular expression counts: PostgreSQL's stop at 255.)
  add constraint page_path_format check (page_path is null or (char_length(page_path) <= 300 and page_path ~ '^/[!-~]*$')),
  -- A web address as document.referrer gives it, serialized as ASCII.
  add constraint referrer_format check (referrer is null or (char_length(referrer) <= 500 and referrer ~ '^https?://[!-~]+$')),
  add constraint utm_source_text check (utm_source is null or public.is_campaign_text(utm_source)),
  add constraint utm_medium_text check (utm_medium is null or public.is_campaign_text(utm_medium)),
  add constraint utm_campaign_text check (utm_campaign is null or public.is_campaign_text(utm_campaign)),
  add constraint utm_term_text check (utm_term is null or public.is_campaign_text(utm_term)),
  add constraint utm_content_text check (utm_content is null or public.is_campaign_text(utm_content)),
  add constraint gclid_format check (gclid is null or (char_length(gclid) <= 200 and gclid ~ '^[A-Za-z0-9_-]+$'));

comment on column public.form_submissions.page_path is 'The path of the page the form was sent from.';
comment on column public.form_submissions.referrer is 'The page the visitor arrived from, when another site (first touch of the visit).';
comment on column public.form_submissions.gclid is 'Google Ads click id of the visit''s landing page.';
