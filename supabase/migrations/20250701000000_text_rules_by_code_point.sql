-- Which characters count as space, and which are invisible, said once by code point. PostgreSQL's
-- [[:space:]] follows the server's locale, so PGlite and PostgreSQL 15 with glibc's C.UTF-8
-- disagreed (U+0085, U+1680): the same submission was stored by one and refused by the other.

-- The whitespace JavaScript's String.prototype.trim removes (WhiteSpace and LineTerminator), the
-- set the forms trim (lib/submissions/payload.ts): trimming, "not blank" and the e-mail rule use it.
create function public.space_characters()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
$$;

comment on function public.space_characters() is
  'The characters that count as space, as the body of a regular expression bracket: those JavaScript''s trim() removes.';

-- Characters a person cannot see or type into an address: C0 and C1 controls (U+0085 included),
-- and Unicode's format characters (soft hyphen, zero-width spaces and joiners, direction marks
-- and isolates, word joiner, byte order mark, interlinear annotation).
create function public.invisible_characters()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufff9-\ufffb'
$$;

comment on function public.invisible_characters() is
  'Control and format characters, as the body of a regular expression bracket: refused inside an e-mail address.';

-- True when the text has a character that is not space.
create function public.has_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value ~ ('[^' || public.space_characters() || ']')
$$;

create or replace function public.trim_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(value, '^[' || public.space_characters() || ']+|[' || public.space_characters() || ']+$', '', 'g')
$$;

-- local@domain.tld, none of the three parts holding an @, a space or an invisible character.
create function public.is_email_address(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(value) <= 254
     and value ~ ('^[^@' || part || ']+@[^@' || part || ']+\.[^@' || part || ']+$')
  from (select public.space_characters() || public.invisible_characters() as part) as characters
$$;

-- The same constraint names, so refusals read as before.
alter table public.form_submissions
  drop constraint first_name_not_blank,
  drop constraint last_name_not_blank,
  drop constraint email_format,
  drop constraint message_not_blank,
  drop constraint facility_size_not_blank,
  add constraint first_name_not_blank check (public.has_text(first_name)),
  add constraint last_name_not_blank check (public.has_text(last_name)),
  add constraint email_format check (public.is_email_address(email)),
  add constraint message_not_blank check (public.has_text(message)),
  add constraint facility_size_not_blank check (facility_size is null or public.has_text(facility_size));

-- Under the classic default privileges every new public function is granted to anon and
-- authenticated directly; "revoke ... from public" alone leaves those grants in place.
revoke all on function public.space_characters(), public.invisible_characters(), public.has_text(text), public.trim_text(text), public.is_email_address(text)
  from public, anon, authenticated;
