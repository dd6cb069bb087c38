#!/usr/bin/env bash
# A noisy neighbour, as on a shared CI runner: HOGS unpinned CPU hogs that switch on and off
# together at random, each phase 0.5–4 s long, for DURATION seconds at most, then stop by
# themselves (also when the script is killed: its trap ends the hog).
#
#   junit-sdkbench/bench/noisy-neighbour.sh                      # 1 hog for 600 s
#   DURATION=300 HOGS=2 junit-sdkbench/bench/noisy-neighbour.sh  # 2 hogs for 5 min
#   junit-sdkbench/bench/noisy-neighbour.sh & HOG=$!; <benchmark>; kill $HOG   # beside a benchmark
#
# Environment: DURATION (600 s), HOGS (1), SEED (the shell's RANDOM seed; unset: a fresh one),
# LOG (where each switch goes, "<epoch ms> on|off <seconds>"; default stderr).
set -euo pipefail

DURATION=${DURATION:-600}
HOGS=${HOGS:-1}
LOG=${LOG:-/dev/stderr}
if [[ -n ${SEED:-} ]]; then
    RANDOM=$SEED
fi
if ! [[ $DURATION =~ ^[0-9]+$ && $HOGS =~ ^[0-9]+$ && $HOGS -ge 1 ]]; then
    echo "noisy-neighbour: DURATION (seconds) and HOGS (1 or more) must be whole numbers, were '$DURATION' and '$HOGS'" >&2
    exit 2
fi

hogs=()
stop() {
    for pid in "${hogs[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

# 0.5 to 4 s, with two decimals.
phase() {
    local hundredths=$((50 + RANDOM % 351))
    printf '%d.%02d' $((hundredths / 100)) $((hundredths % 100))
}

end=$((SECONDS + DURATION))
on=$((RANDOM % 2))
while ((SECONDS < end)); do
    seconds=$(phase)
    echo "$(date +%s%3N) $([[ $on == 1 ]] && echo on || echo off) $seconds" >>"$LOG"
    if [[ $on == 1 ]]; then
        hogs=()
        for ((i = 0; i < HOGS; i++)); do
            # A bounded busy loop: it ends with its phase even if this script is killed with -9.
            timeout "$seconds" sh -c 'while :; do :; done' &
            hogs+=($!)
        done
        wait "${hogs[@]}" 2>/dev/null || true
        hogs=()
    else
        sleep "$seconds"
    fi
    on=$((1 - on))
done
