-- The per-database part of a hosted Supabase project's setup, run as postgres while it is still a
-- superuser, as migrate.sh runs supabase/postgres's init-scripts (00000000000000-initial-schema.sql,
-- 00000000000001-auth-schema.sql, 00000000000003-post-setup.sql).
--
-- The default privileges are the classic setting every existing project has: whatever postgres
-- (or supabase_admin) creates in public is granted to anon, authenticated and service_role at
-- once. The migrations must therefore revoke from anon and authenticated explicitly whatever
-- those must not reach; every "anon cannot" test runs under this setting.

-- On a hosted project postgres owns its database, and so the public schema (pg_database_owner).
do $$ begin execute format('alter database %I owner to postgres', current_database()); end $$;

create schema if not exists extensions;
-- Supabase creates these here; the migrations use neither, and PGlite ships them as modules it
-- loads only on request, so they are created where the server has them.
do $$
declare
  wanted text;
begin
  foreach wanted in array array['uuid-ossp', 'pgcrypto'] loop
    if exists (select from pg_available_extensions where name = wanted) then
      begin
        execute format('create extension if not exists %I with schema extensions', wanted);
      exception when others then
        raise notice 'extension % is listed but cannot be created here', wanted;
      end;
    end if;
  end loop;
end
$$;

grant usage on schema public to postgres, anon, authenticated, service_role;
-- No FOR ROLE: these belong to the role running this script, postgres.
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
alter default privileges for user supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for user supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for user supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;

-- The auth functions migrations and policies may call (the auth tables are GoTrue's, not needed here).
create schema if not exists auth authorization supabase_admin;
create or replace function auth.uid() returns uuid language sql stable as $$
  select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select nullif(current_setting('request.jwt.claim.role', true), '')::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select nullif(current_setting('request.jwt.claim.email', true), '')::text
$$;
-- As GoTrue's later migrations define it: the claims PostgREST sets per request.
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
grant usage on schema auth to anon, authenticated, service_role;
grant all privileges on schema auth to supabase_auth_admin;
grant all on schema extensions to dashboard_user;

-- Database Webhooks' schema (pg_net itself is a hosted-only extension; see the delivery migration).
create schema if not exists supabase_functions authorization supabase_admin;
grant usage on schema supabase_functions to postgres, anon, authenticated, service_role;

-- What `supabase db push` records.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
grant all on schema supabase_migrations to postgres;
grant all on supabase_migrations.schema_migrations to postgres;
