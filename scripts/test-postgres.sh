#!/usr/bin/env bash
# Runs the integration suite against a real PostgreSQL: installs the server with apt-get when missing,
# creates a throw-away cluster in a temporary directory, serves it on 127.0.0.1 and removes it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

# A free loopback port unless one is given: other checkouts may run this script at the same time.
free_port() {
  node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}
PG_PORT="${PG_PORT:-$(free_port)}"
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PG_BIN="$(find_bin)"
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "PostgreSQL est absent et l'installation demande les droits root (apt-get install postgresql)." >&2
    exit 1
  fi
  echo "Installation de PostgreSQL (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_bin)"
fi

PG_DIR="$(mktemp -d /tmp/plume-pg.XXXXXX)"
chown postgres:postgres "$PG_DIR" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U plume --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c max_connections=200" start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') prêt sur 127.0.0.1:$PG_PORT"

# The failing tests are named last, from the JSON report (as `npm test` does).
REPORT=".tmp/reports/integration-postgres.json"
mkdir -p "$(dirname "$REPORT")"
rm -f "$REPORT"
status=0
TEST_DATABASE_URL="postgres://plume@127.0.0.1:$PG_PORT/postgres" npx vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json="$REPORT" "$@" || status=$?
node scripts/lib/failures.mjs "$REPORT"
exit "$status"
