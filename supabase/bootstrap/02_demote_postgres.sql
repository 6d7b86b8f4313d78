-- migrations/10000000000000_demote-postgres.sql of supabase/postgres, run by supabase_admin once
-- the setup is done: on a hosted project postgres is not a superuser, so the migrations run as a
-- non-superuser owner, as `supabase db push` runs them. (PGlite cannot demote its bootstrap user,
-- which is postgres: there the migrations run as a superuser.)
alter role postgres nosuperuser createdb createrole login replication bypassrls;
