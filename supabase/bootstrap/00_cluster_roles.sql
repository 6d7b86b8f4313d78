-- The cluster-wide part of a hosted Supabase project's setup: its roles. Run once per cluster by
-- the bootstrap superuser (supabase_admin on real PostgreSQL, PGlite's own superuser locally).
-- From supabase/postgres: migrations/db/migrate.sh and init-scripts/00000000000000-initial-schema.sql,
-- -00000000000001-auth-schema.sql, -00000000000003-post-setup.sql, and the migrations
-- 20221028101028_set_authenticator_timeout, 20230529180330_alter_api_roles_for_inherit and
-- 20240822021428_enable_webhooks_by_default. Written to run again without harm: PGlite reopens a
-- stored database through it.

do $$
declare
  role_name text;
begin
  -- migrate.sh: postgres owns the project's objects; it is demoted once the setup is done.
  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres superuser login;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin superuser createdb createrole replication bypassrls login;
  end if;
  -- The API's roles: PostgREST switches to one of them per request, by the key's JWT.
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  foreach role_name in array array['supabase_auth_admin', 'supabase_functions_admin'] loop
    if not exists (select from pg_roles where rolname = role_name) then
      execute format('create role %I login noinherit createrole noreplication', role_name);
    end if;
  end loop;
  if not exists (select from pg_roles where rolname = 'dashboard_user') then
    create role dashboard_user nosuperuser createdb createrole replication;
  end if;
end
$$;

grant anon, authenticated, service_role, supabase_admin to authenticator;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
-- 20230529180330_alter_api_roles_for_inherit
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
