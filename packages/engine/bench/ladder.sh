#!/bin/sh
# The ladder of docs/BOTS.md: `sh bench/ladder.sh "easy:random normal:greedy" 200 > out.txt`
# (pairs a:b, deals per cell; every module set at 2 and 4 players). Each cell is one arena run.
PAIRS=${1:-"easy:random normal:greedy normal:easy"}
DEALS=${2:-200}
PLAYERS=${3:-"2 4"}
MODULES=${4:-"base cities tradingPosts strongholds orient all"}
for pair in $PAIRS; do
  a=${pair%%:*}; b=${pair##*:}
  for p in $PLAYERS; do
    for m in $MODULES; do
      npx tsx bench/arena.ts --a "$a" --b "$b" --players "$p" --modules "$m" --deals "$DEALS" --quiet
      echo
    done
  done
done
