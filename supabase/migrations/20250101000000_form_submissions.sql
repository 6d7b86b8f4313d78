-- Form submissions: one row per quote request, enquiry or job application.
--
-- The public (anon) key can do exactly one thing: call public.submit_form, which inserts one row
-- and returns that row. It holds no privilege on the table itself, so it can never select,
-- update or delete a submission, its own included.

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

  -- Required text must carry something besides spaces, and no field may be used as a dump.
  constraint first_name_not_blank check (first_name ~ '[^[:space:]]'),
  constraint first_name_length check (char_length(first_name) <= 100),
  constraint last_name_not_blank check (last_name ~ '[^[:space:]]'),
  constraint last_name_length check (char_length(last_name) <= 100),
  constraint email_format check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint phone_format check (phone ~ '^\+?[0-9 ()-]{6,24}$' and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 6 and 15),
  constraint message_not_blank check (message ~ '[^[:space:]]'),
  constraint message_length check (char_length(message) <= 5000),
  constraint facility_size_not_blank check (facility_size is null or facility_size ~ '[^[:space:]]'),
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
  constraint service_quote_fields_only check (form_type like 'service\_quote\_%' or (facility_size is null and cleaning_frequency is null))
);

comment on table public.form_submissions is 'Quote requests, enquiries and job applications from the website forms.';

-- Row level security with no policy: nobody but the owner and service_role reads or writes rows.
alter table public.form_submissions enable row level security;
revoke all on table public.form_submissions from public, anon, authenticated;

-- The one door for the public key. SECURITY DEFINER runs it as the table's owner; the empty
-- search_path means every name inside is schema-qualified and cannot be hijacked.
create function public.submit_form(submission jsonb)
returns public.form_submissions
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored public.form_submissions;
begin
  insert into public.form_submissions (
    form_type, first_name, last_name, email, phone, message,
    experience, availability, facility_size, cleaning_frequency
  ) values (
    submission ->> 'form_type',
    submission ->> 'first_name',
    submission ->> 'last_name',
    submission ->> 'email',
    submission ->> 'phone',
    submission ->> 'message',
    submission ->> 'experience',
    submission ->> 'availability',
    submission ->> 'facility_size',
    submission ->> 'cleaning_frequency'
  )
  returning * into stored;
  return stored;
end;
$$;

comment on function public.submit_form(jsonb) is 'Stores one website form submission and returns the stored row.';

revoke all on function public.submit_form(jsonb) from public;
grant execute on function public.submit_form(jsonb) to anon, authenticated;
