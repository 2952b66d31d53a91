#!/bin/sh
# The ladder of docs/BOTS.md: `sh bench/ladder.sh "easy:random normal:greedy" 200 [PLAYERS] [MODULES]`
# (pairs a:b, deals per cell; by default every module set at 2 and 4 players). Each cell is one
# arena run, its games appended to bench/ladder/A-B-Pp-MODULES.jsonl with --resume: a cell that
# was stopped goes on where it stopped, and one already played is not played again. The table
# of every cell file comes last (bench/ladder-sum.ts). The files are not kept in git: the bots are
# deterministic without a deadline, so a cell is regenerated from this command and the seed.
cd "$(dirname "$0")/.." || exit 1
PAIRS=${1:-"easy:random normal:greedy normal:easy"}
DEALS=${2:-200}
PLAYERS=${3:-"2 4"}
MODULES=${4:-"base cities tradingPosts strongholds orient all"}
mkdir -p bench/ladder
for pair in $PAIRS; do
  a=${pair%%:*}; b=${pair##*:}
  for p in $PLAYERS; do
    for m in $MODULES; do
      npx tsx bench/arena.ts --a "$a" --b "$b" --players "$p" --modules "$m" --deals "$DEALS" --quiet \
        --jsonl "bench/ladder/$a-$b-${p}p-$m.jsonl" --resume || exit 1
      echo
    done
  done
done
npx tsx bench/ladder-sum.ts bench/ladder/*.jsonl
