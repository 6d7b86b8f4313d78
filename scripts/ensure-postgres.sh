#!/usr/bin/env bash
# The SQL tests also run against a real PostgreSQL 15, as a hosted Supabase project has: Debian's
# postgresql-15 and its pg_cron (postgresql-15-cron), installed here when missing (no cluster of its
# own is created: the tests make a throwaway one, tests/support/supabase/postgres.ts). POSTGRES_BIN points
# at another installation, which must have pg_cron too.
set -euo pipefail
bin="${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"
if [ -x "$bin/postgres" ] && [ -x "$bin/initdb" ] && [ -f "$bin/../lib/pg_cron.so" ]; then exit 0; fi
if [ -n "${POSTGRES_BIN:-}" ]; then
  echo "POSTGRES_BIN=$POSTGRES_BIN has no postgres, initdb or pg_cron" >&2
  exit 1
fi
echo "Installing PostgreSQL 15 and pg_cron (Debian's postgresql-15, postgresql-15-cron) for the SQL tests..."
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
# Keep the package from creating and starting a cluster on port 5432.
$SUDO mkdir -p /etc/postgresql-common/createcluster.d
echo "create_main_cluster = false" | $SUDO tee /etc/postgresql-common/createcluster.d/sparkwell-tests.conf > /dev/null
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql-15 postgresql-15-cron > /dev/null
