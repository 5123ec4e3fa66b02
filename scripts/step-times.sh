# Sourced by .ci/run and scripts/test-all.sh: `step NAME` starts a timed step (ending the one
# before), and `print_step_times TITLE EXIT_CODE` (from an EXIT trap, so a failed run prints them
# too) prints how long each took. A script run inside a step of another (npm test in .ci/run)
# gets STEP_TIMES_FILE from it and appends its own steps there; the outer script lists them,
# indented, under the step they ran in.
_step_name=''
_step_start=0
_step_lines=()
_step_report_to="${STEP_TIMES_FILE:-}"  # set: this script runs inside another's step
_step_children="$(mktemp -t step-times.XXXXXX)"
# Stopped by a signal, the EXIT trap still prints the table, as a failure.
trap 'exit 130' INT
trap 'exit 143' TERM
_step_format() { printf '%4d:%02d  %s' $(($1 / 60)) $(($1 % 60)) "$2"; }
# The file a script run inside the current step appends its steps to: STEP_TIMES_FILE="$(step_children)" cmd
step_children() { echo "$_step_children"; }
end_step() {
  [ -n "$_step_name" ] || return 0
  local line child
  line="$(_step_format $((SECONDS - _step_start)) "$_step_name${1:+ ($1)}")"
  _step_lines+=("$line")
  [ -z "$_step_report_to" ] || echo "$line" >>"$_step_report_to"
  while IFS= read -r child; do _step_lines+=("    $child"); done <"$_step_children"
  : >"$_step_children"
  _step_name=''
}
step() {
  end_step
  _step_name="$1"
  _step_start=$SECONDS
  echo "::: $1"
}
print_step_times() {
  local rc="${2:-0}" line
  if [ "$rc" -eq 0 ]; then end_step; else end_step "FAILED, exit $rc"; fi
  rm -f "$_step_children"
  echo
  echo "::: $1 (min:s)$([ "$rc" -eq 0 ] || echo ", FAILED with exit $rc")"
  for line in "${_step_lines[@]}"; do echo "$line"; done
  _step_format "$SECONDS" 'total'
  echo
}
