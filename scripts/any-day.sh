#!/usr/bin/env bash
# Runs a suite once with the machine's date set to each awkward day (libfaketime), and prints a
# table: the suite must pass whatever the calendar says (issue 33, docs/testing.md).
#   bash scripts/any-day.sh --node                 the unit and node projects (vitest)
#   bash scripts/any-day.sh --e2e                  the Playwright suite (after `npm run build`)
#   bash scripts/any-day.sh npx vitest run --project unit --project node src/domain tests/api/skip-links.test.ts
#   bash scripts/any-day.sh --day 2028-02-29 --node   one given day instead of the five
# ANY_DAY_TIME sets the wall-clock time (UTC, default 10:00:00); ANY_DAY_ONLY runs one label
# (e.g. "Friday"). Logs: .data/any-day/. Installs Debian's faketime package when it is missing.
set -u
cd "$(dirname "$0")/.."

DAYS=(
  "Wednesday|2027-11-17"
  "Friday|2027-11-19"
  "Thanksgiving week|2027-11-24"
  "Christmas Eve|2026-12-24"
  "29 February|2028-02-29"
)
given=()
command=()
while [ "$#" -gt 0 ]; do
  case "$1" in
    --day)
      if ! [[ "${2:-}" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]]; then
        echo "--day takes a date, YYYY-MM-DD" >&2
        exit 2
      fi
      given+=("$2|$2")
      shift 2
      ;;
    --node)
      command=(npx vitest run --project unit --project node)
      shift
      ;;
    --e2e)
      # The server's clock follows the machine's (faked) date instead of its set day, and the
      # browser follows the server (e2e/fixtures/test.ts). The build is made beforehand, on the
      # real date: building under each day would only cost time.
      if [ ! -f .next/BUILD_ID ] || [ ! -d dist ]; then
        echo "No production build: run npm run build first" >&2
        exit 2
      fi
      export SHOP_CLOCK_AT=machine
      browser="${CHROME_PATH:-/usr/lib/chromium/chromium-headless-shell}"
      command=(npx playwright test)
      shift
      ;;
    *)
      command+=("$@")
      break
      ;;
  esac
done
if [ "${#command[@]}" -eq 0 ]; then
  echo "usage: bash scripts/any-day.sh [--day YYYY-MM-DD]... (--node | --e2e | <command...>)" >&2
  exit 2
fi
if [ "${#given[@]}" -gt 0 ]; then DAYS=("${given[@]}"); fi

if ! command -v faketime >/dev/null; then
  # As .ci/run installs Chromium and PostgreSQL: Debian's package, as root or through sudo.
  echo "faketime not found: installing Debian's faketime package" >&2
  as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else "$@"; fi; }
  DEBIAN_FRONTEND=noninteractive as_root apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends faketime
  if ! command -v faketime >/dev/null; then
    echo "could not install faketime (apt-get install -y faketime)" >&2
    exit 2
  fi
fi

time_of_day="${ANY_DAY_TIME:-10:00:00}"
logs=.data/any-day
mkdir -p "$logs"
if [ -n "${browser:-}" ]; then
  # Chromium runs on the real time: with libfaketime preloaded its processes die (crashpad's
  # clock checks end in SIGTRAP), and it needs no faked day, since Playwright's clock gives the
  # page the server's (e2e/fixtures/test.ts). Playwright starts it through this wrapper.
  export CHROME_PATH="$PWD/$logs/chromium-real-time"
  printf '#!/bin/sh\nunset LD_PRELOAD FAKETIME FAKETIME_DONT_FAKE_MONOTONIC\nexec "%s" "$@"\n' \
    "$browser" >"$CHROME_PATH"
  chmod +x "$CHROME_PATH"
fi

rows=()
failed=0
for entry in "${DAYS[@]}"; do
  label="${entry%%|*}"
  day="${entry##*|}"
  if [ -n "${ANY_DAY_ONLY:-}" ] && [ "$ANY_DAY_ONLY" != "$label" ]; then continue; fi
  log="$logs/$day.log"
  started=$(date +%s)
  # The monotonic clock stays real so timers, timeouts and performance.now() behave; only the
  # calendar (CLOCK_REALTIME: Date, the embedded database's now()) moves. An offset, not a start
  # time ("@..."): libfaketime starts a given time afresh in every process, so a worker spawned
  # minutes into the run would live minutes behind its parent; an offset is the same everywhere.
  offset=$(($(date -u -d "$day $time_of_day" +%s) - $(date -u +%s)))
  if [ "$offset" -ge 0 ]; then offset="+$offset"; fi
  TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "$offset" "${command[@]}" >"$log" 2>&1
  status=$?
  seconds=$(($(date +%s) - started))
  if [ "$status" -eq 0 ]; then result=pass; else result="FAIL ($status)"; failed=1; fi
  # vitest's and Playwright's last count line, colours stripped.
  summary=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -aE '^ *Tests +[0-9]|^ *[0-9]+ (passed|failed)' | tail -1 | sed 's/^ *//')
  rows+=("$(printf '| %-17s | %s %s | %-9s | %5ss | %s |' "$label" "$day" "$time_of_day" "$result" "$seconds" "$summary")")
  echo "${rows[-1]}"
done

echo
echo "Command: ${command[*]}"
printf '| %-17s | %-19s | %-9s | %6s | %s |\n' "Day" "Machine date (UTC)" "Result" "Time" "Tests"
printf '|%s|%s|%s|%s|%s|\n' "-------------------" "---------------------" "-----------" "--------" "-------"
for row in "${rows[@]}"; do echo "$row"; done
exit "$failed"
