#!/usr/bin/env bash
# The scale-out tests (test/server/scale/) run a real Postgres and a real Redis: install Debian's
# postgresql and redis-server packages when they are missing (root on Debian/Ubuntu). The tests
# start their own servers on loopback ports in a temporary directory and stop them at the end; a
# Postgres or Redis the packages may have started is not used.
set -euo pipefail
have_pg() { ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || command -v pg_ctl >/dev/null; }
have_redis() { command -v redis-server >/dev/null; }
if have_pg && have_redis; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's postgresql and redis-server for the scale-out tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql redis-server >/dev/null
else
  echo "Postgres and Redis are missing: install Debian's 'postgresql' and 'redis-server' packages." >&2
  exit 1
fi
