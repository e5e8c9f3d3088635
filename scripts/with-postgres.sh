#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: `bash scripts/with-postgres.sh <command...>`.
# The cluster lives in a temporary directory, listens on a free loopback port only, and is stopped
# and deleted when the command ends. DATABASE_URL points the command at it.
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: $0 <command...>" >&2; exit 2; }

find_pg_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"; return 0
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  return 1
}

if ! PG_BIN=$(find_pg_bin); then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL not found: installing Debian's postgresql package" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
    PG_BIN=$(find_pg_bin) || { echo "PostgreSQL install failed" >&2; exit 1; }
  else
    echo "PostgreSQL (initdb, pg_ctl) is required: apt-get install postgresql" >&2; exit 1
  fi
fi

# PostgreSQL refuses to run as root: run the cluster as the postgres user when we are root.
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  RUN_AS=(runuser -u postgres --)
fi

WORK=$(mktemp -d /tmp/shop-pg.XXXXXX)
chmod 755 "$WORK"
[ "${#RUN_AS[@]}" -gt 0 ] && chown postgres "$WORK"
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
# A trapped signal would otherwise let the script carry on; exit (running cleanup) instead.
trap 'exit 130' INT
trap 'exit 143' TERM

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$WORK/data" -U postgres --auth=trust --encoding=UTF8 --no-sync >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }

export DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/postgres"
echo "Throwaway PostgreSQL on 127.0.0.1:$PORT" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
