# Sourced by scripts/test.sh (npm test) and .ci/run: each stage prints how long it took, and the summary
# lists them all (also when a stage fails, through the caller's EXIT trap).
declare -a TIMES=() FAILS=()
ci_start=$SECONDS
fmt() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
stage() {
  local name=$1
  shift
  local t0=$SECONDS
  echo "test: ▶ $name"
  local rc=0
  "$@" || rc=$?
  local dt=$((SECONDS - t0))
  if [ "$rc" -ne 0 ]; then
    TIMES+=("$name FAILED|$dt")
    FAILS+=("$name (exit $rc): its output is above")
    return "$rc"
  fi
  TIMES+=("$name|$dt")
  echo "test: ✓ $name took $(fmt "$dt")"
}
# Runs independent lanes at the same time: on two cores a single-threaded stage (tsc, ESLint, the server suite's one
# vitest worker, the journeys' one browser) leaves the other core idle. A lane is one stage "name::command", or
# several joined by " ;; ", run one after the other (the next only when the one before passed). Each lane's output
# is kept in a log and printed when the lane ends, so the lines of two lanes never interleave; every stage is timed
# on its own.
together() {
  local -a pids=() logs=()
  local lane spec names i rc=0 name dt mark
  for lane in "$@"; do
    logs+=("$(mktemp)")
    names=
    while IFS= read -r spec; do names+="${names:+, then }${spec%%::*}"; done <<<"${lane// ;; /$'\n'}"
    echo "test: ▶ $names (alongside: ${#logs[@]} of $#)"
    (
      r=0
      while IFS= read -r spec; do
        t0=$SECONDS
        bash -c "${spec#*::}" </dev/null >>"${logs[-1]}" 2>&1 || r=$?
        echo "${spec%%::*}|$((SECONDS - t0))|$r" >>"${logs[-1]}.time"
        [ "$r" -eq 0 ] || break
      done <<<"${lane// ;; /$'\n'}"
      exit $r
    ) &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || rc=1
    cat "${logs[$i]}"
    while IFS='|' read -r name dt mark; do
      TIMES+=("$name (alongside)$([ "$mark" = 0 ] || echo ' FAILED')|$dt")
      echo "test: $([ "$mark" = 0 ] && echo ✓ || echo ✗) $name took $(fmt "$dt")"
      # What failed, repeated in the summary: a long run's log is read from its end.
      [ "$mark" = 0 ] || FAILS+=("$name: $(failures "${logs[$i]}")")
    done <"${logs[$i]}.time"
    rm -f "${logs[$i]}" "${logs[$i]}.time"
  done
  return $rc
}
# The lines of a log that name what failed (Playwright, vitest, tsc, ESLint), with the locator and the test's line
# that failed, without colours, at most 40.
failures() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" |
    grep -E '✘|FAIL |×|error TS|[0-9]+ (failed|flaky)|^\s+\[chromium\]|^\s+[0-9]+:[0-9]+\s+error|Error:|^\s+Locator:|^\s+>\s*[0-9]+ \||^\s+at .*\.(spec|test)\.[mt]?[jt]s:[0-9]+' |
    awk '!seen[$0]++' | tail -40 || true
}
summary() {
  if [ ${#FAILS[@]} -gt 0 ]; then
    echo "test: what failed"
    printf '%s\n' "${FAILS[@]}" | sed 's/^/test:   /'
  fi
  echo "test: stage times"
  for t in "${TIMES[@]}"; do printf 'test:   %-40s %s\n' "${t%%|*}" "$(fmt "${t##*|}")"; done
  echo "test:   total                                    $(fmt $((SECONDS - ci_start)))"
}
