#!/bin/sh
# Machine-independent counts of the engine's random games (docs/BENCHMARKS.md, "Engine"): instructions and heap
# allocated per game and per action, in the steady state. Usage, from packages/engine:
#   bench/counts.sh [bundle] [players] [modules|base] [games] [mode]
# (mode as in bench/profile.ts: plain, the default; listed for `applyListed`; search for `applyListed(…, 'drop')`.)
# The bundle is bench/profile.ts built with esbuild (built here when it does not exist). Each count is the difference
# between a run of 3 repeats and a run of 1 (the same seeded first run, start-up and most of V8's compiling), so it is
# the cost of the second and third runs' games. Instructions: valgrind's cachegrind without cache simulation (user-mode
# instructions of the whole process); allocation: the sum of V8's "allocated" (bytes allocated since the last
# collection) over every collection of `--trace-gc-nvp`.
set -e
BUNDLE=${1:-/tmp/kahroba-profile.mjs}
PLAYERS=${2:-4}
MODULES=${3:-base}
GAMES=${4:-100}
MODE=${5:-plain}
if [ ! -f "$BUNDLE" ]; then
  # esbuild comes with tsx (a dependency of the workspace).
  ESBUILD=$(node -e "const p = require('path'); const tsx = p.dirname(require.resolve('tsx/package.json'));
    console.log(p.join(p.dirname(require.resolve('esbuild/package.json', { paths: [tsx] })), 'bin/esbuild'))")
  "$ESBUILD" --bundle --platform=node --format=esm bench/profile.ts --outfile="$BUNDLE" --log-level=warning
fi
actions() { node "$BUNDLE" "$PLAYERS" "$MODULES" "$GAMES" "$1" "$MODE" | awk '/^run/ { s += $(NF - 1) } END { print s }'; }
ir() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null node --single-threaded "$BUNDLE" "$PLAYERS" "$MODULES" \
    "$GAMES" "$1" "$MODE" 2>&1 >/dev/null | awk '/I +refs/ { gsub(",", "", $NF); print $NF }'
}
alloc() {
  node --trace-gc-nvp "$BUNDLE" "$PLAYERS" "$MODULES" "$GAMES" "$1" "$MODE" | grep -o ' allocated=[0-9]*' |
    awk -F= '{ s += $2 } END { print s }'
}
A=$(($(actions 3) - $(actions 1)))
I=$(($(ir 3) - $(ir 1)))
B=$(($(alloc 3) - $(alloc 1)))
G=$((2 * GAMES))
echo "$PLAYERS players, $MODULES: $G games, $A actions; $((I / G)) instructions a game, $((I / A)) an action;" \
  "$((B / A)) B allocated an action"
