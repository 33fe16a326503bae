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
summary() {
  echo "test: stage times"
  for t in "${TIMES[@]}"; do printf 'test:   %-34s %s\n' "${t%%|*}" "$(fmt "${t##*|}")"; done
  echo "test:   total                              $(fmt $((SECONDS - ci_start)))"
}
