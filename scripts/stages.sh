# Sourced by scripts/test.sh (npm test) and .ci/run: each stage prints how long it took, and the summary
# lists them all (also when a stage fails, through the caller's EXIT trap).
declare -a TIMES=()
ci_start=$SECONDS
fmt() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
stage() {
  local name=$1
  shift
  local t0=$SECONDS
  echo "test: ▶ $name"
  "$@"
  local dt=$((SECONDS - t0))
  TIMES+=("$name|$dt")
  echo "test: ✓ $name took $(fmt "$dt")"
}
# Runs independent stages at the same time, each given as "name::command": on two cores a single-threaded stage
# (tsc, ESLint, the server suite's one vitest worker) leaves the other core idle. Each stage's output is kept in a
# log and printed when it ends, so the lines of two stages never interleave; each is timed on its own.
together() {
  local -a pids=() names=() logs=()
  local spec i rc=0 dt
  for spec in "$@"; do
    names+=("${spec%%::*}")
    logs+=("$(mktemp)")
    echo "test: ▶ ${spec%%::*} (alongside: ${#names[@]} of $#)"
    (
      t0=$SECONDS
      r=0
      bash -c "${spec#*::}" >"${logs[-1]}" 2>&1 || r=$?
      echo $((SECONDS - t0)) >"${logs[-1]}.time"
      exit $r
    ) &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    local ok=✓
    wait "${pids[$i]}" || { ok=✗; rc=1; }
    cat "${logs[$i]}"
    dt=$(cat "${logs[$i]}.time" 2>/dev/null || echo 0)
    TIMES+=("${names[$i]} (alongside)|$dt")
    echo "test: $ok ${names[$i]} took $(fmt "$dt")"
    rm -f "${logs[$i]}" "${logs[$i]}.time"
  done
  return $rc
}
summary() {
  echo "test: stage times"
  for t in "${TIMES[@]}"; do printf 'test:   %-34s %s\n' "${t%%|*}" "$(fmt "${t##*|}")"; done
  echo "test:   total                              $(fmt $((SECONDS - ci_start)))"
}
