#!/usr/bin/env bash
# Runs a command once with the machine's date set to each awkward day (libfaketime), and prints
# a table: the suite must pass whatever the calendar says (issue 33).
#   bash scripts/any-day.sh npx vitest run --project unit --project node src/domain tests/api/skip-links.test.ts
# Needs `faketime` (Debian: apt-get install -y faketime). ANY_DAY_TIME sets the wall-clock time
# (UTC, default 10:00:00); ANY_DAY_ONLY runs one label (e.g. "Friday"). Logs: .data/any-day/.
set -u
if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/any-day.sh <command...>" >&2
  exit 2
fi
if ! command -v faketime >/dev/null; then
  echo "faketime is not installed (apt-get install -y faketime)" >&2
  exit 2
fi

DAYS=(
  "Wednesday|2027-11-17"
  "Friday|2027-11-19"
  "Thanksgiving week|2027-11-24"
  "Christmas Eve|2026-12-24"
  "29 February|2028-02-29"
)
time_of_day="${ANY_DAY_TIME:-10:00:00}"
logs="$(dirname "$0")/../.data/any-day"
mkdir -p "$logs"

rows=()
failed=0
for entry in "${DAYS[@]}"; do
  label="${entry%%|*}"
  day="${entry##*|}"
  if [ -n "${ANY_DAY_ONLY:-}" ] && [ "$ANY_DAY_ONLY" != "$label" ]; then continue; fi
  log="$logs/$day.log"
  started=$(date +%s)
  # The monotonic clock stays real so timers, timeouts and performance.now() behave; only the
  # calendar (CLOCK_REALTIME: Date, the embedded database's now()) moves. "@" lets it run on.
  TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "@$day $time_of_day" "$@" >"$log" 2>&1
  status=$?
  seconds=$(($(date +%s) - started))
  if [ "$status" -eq 0 ]; then result=pass; else result="FAIL ($status)"; failed=1; fi
  # vitest's and Playwright's last count line, colours stripped.
  summary=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -aE '^ *Tests +[0-9]|^ *[0-9]+ (passed|failed)' | tail -1 | sed 's/^ *//')
  rows+=("$(printf '| %-17s | %s %s | %-9s | %5ss | %s |' "$label" "$day" "$time_of_day" "$result" "$seconds" "$summary")")
  echo "${rows[-1]}"
done

echo
echo "Command: $*"
printf '| %-17s | %-19s | %-9s | %6s | %s |\n' "Day" "Machine date (UTC)" "Result" "Time" "Tests"
printf '|%s|%s|%s|%s|%s|\n' "-------------------" "---------------------" "-----------" "--------" "-------"
for row in "${rows[@]}"; do echo "$row"; done
exit "$failed"
