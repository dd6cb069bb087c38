"""Every fork of every steady-vs-jmh round, pooled, and both harnesses judged by the engine's rules.

A fork's JIT state and the machine's pace decide its figure (forks of one case differ by tens of
percent on a shared VM), so one round's 3-4 forks move with them; the pooled forks show whether
JMH and sdkbench see the same distribution (medians, means, a two-sided Mann-Whitney test).

Each sdkbench steady fork counts as settled when its warmup settled and its JIT took at most
TIMED_COMPILE_SHARE of its timed iterations, the engine's rules (ForkSpec.SteadyPhase), recomputed from
the fork's record so that rounds kept from an older engine are judged alike. JMH's forks are judged
by the same share where the round ran with -prof comp.

The ratio of medians gets a percentile bootstrap 95% interval (each harness's forks resampled on
their own, seeded): the statement "within 10%" needs that interval, not one ratio. Both harnesses
also keep every timed iteration (JMH's rawData, sdkbench's iterationMicros), and their pooled
medians are printed beside: on the 2-vCPU Xeon KVM guest of the 2026-12-01 rounds the host slowed
single iterations for seconds at a time, and an iteration median is less moved by such a phase than
a fork mean.

Reads round directories below each argument: steady-vs-jmh.sh's OUT (round-<n>/jmh-<case>.json,
round-<n>/sdkbench/<Class>/results.json) or a kept copy (<run>-round-<n>/sdkbench-<Class>.json).
Usage: python3 junit-sdkbench/bench/pool-rounds.py [--cases minimalChat:FloorBenchmark,...] <dir> [more dirs]
e.g.   python3 junit-sdkbench/bench/pool-rounds.py junit-sdkbench/bench/results/2026-12-01-1223Z-steady-vs-jmh
"""
import glob
import json
import os
import random
import statistics
import sys
from itertools import combinations

CASES = [("minimalChat", "FloorBenchmark"), ("openAiJavaChat", "OpenAiJavaBenchmark")]
TIMED_COMPILE_SHARE = 0.025  # half steady.tolerance, as ForkSpec.SteadyPhase#timedCompileShare
EXACT_LIMIT = 200_000         # label splits enumerated exactly; beyond it, sampled
SAMPLES = 20_000
BOOTSTRAP = 10_000            # resamples for the ratio's interval


def iteration_ms(text):
    value, unit = text.split()
    return float(value) * {"ms": 1, "s": 1000, "min": 60000}[unit]


def jmh_forks(round_dir, name):
    """(mean, JIT share or None, iteration means) per JMH fork."""
    path = os.path.join(round_dir, f"jmh-{name}.json")
    if not os.path.exists(path):
        return []
    text = open(path).read()
    if not text.strip():  # JMH writes its file at the end: a round still running
        print(f"(skipped {path}: empty, its round still running?)", file=sys.stderr)
        return []
    runs = json.loads(text)
    if not runs:
        return []
    run = runs[0]
    raw = run["primaryMetric"]["rawData"]
    comp = run.get("secondaryMetrics", {}).get("compiler.time.profiled", {}).get("rawData")
    ms = iteration_ms(run["measurementTime"])
    return [(statistics.mean(f), sum(comp[i]) / (len(f) * ms) if comp else None, f) for i, f in enumerate(raw) if f]


def steady_iterations(settings):
    """A case's timed steady iterations: settings.steady.iterations, or flat in rounds kept from schemaVersion 2."""
    group = settings.get("steady")
    return group["iterations"] if isinstance(group, dict) else settings["steadyIterations"]


def steady_iteration_millis(settings):
    group = settings.get("steady")
    return group["iterationMillis"] if isinstance(group, dict) else settings["steadyIterationMillis"]


def sdkbench_forks(round_dir, clazz, name):
    """(mean, settled by the engine's rules, iteration means) per sdkbench steady fork; a JVM that does not time its JIT (-1) settles on the window, as in the engine."""
    for path in (os.path.join(round_dir, f"sdkbench-{clazz}.json"), os.path.join(round_dir, "sdkbench", clazz, "results.json")):
        if os.path.exists(path):
            break
    else:
        return []
    forks = []
    for case in json.load(open(path)).get("cases", []):
        if case.get("id") != name:
            continue
        timed_ms = steady_iterations(case["settings"]) * steady_iteration_millis(case["settings"])
        for fork in case.get("forks", []):
            steady = (fork.get("result") or {}).get("steady")
            if fork.get("protocol") != "STEADY" or not steady:
                continue
            reason = steady.get("unsettled") or ""
            warmed = not reason.startswith("not settled in")
            forks.append((steady["meanMicros"], warmed and steady["compileMillis"] <= TIMED_COMPILE_SHARE * timed_ms,
                          steady.get("iterationMicros") or []))
    return forks


def machine_noise(round_dir):
    """Each sdkbench class run's machine probe readings (-Dsdkbench.machineProbe=true): (class, when, cpus, register-loop
    median ms and IQR %, loopback median µs and IQR %)."""
    rows = []
    for path in sorted(glob.glob(os.path.join(round_dir, "sdkbench-*.json")) + glob.glob(os.path.join(round_dir, "sdkbench", "*", "results.json"))):
        noise = json.load(open(path)).get("environment", {}).get("machineNoise") or {}
        clazz = os.path.basename(os.path.dirname(path)) if path.endswith("results.json") \
            else os.path.basename(path).removeprefix("sdkbench-").removesuffix(".json")
        for reading in noise.get("readings") or []:
            loop, lo = reading["registerLoop"], reading["loopback"]
            rows.append((clazz, reading["when"], reading["cpus"], loop["median"], loop["iqrPercent"], lo["median"], lo["iqrPercent"]))
    return rows


def mann_whitney_p(a, b):
    """Two-sided p of the rank-sum difference between a and b, over every split of the labels (or a seeded sample)."""
    values, n = a + b, len(a)
    mid = n * len(b) / 2

    def u(idx):
        chosen = set(idx)
        x = [values[i] for i in idx]
        y = [values[i] for i in range(len(values)) if i not in chosen]
        return sum((xi > yi) + 0.5 * (xi == yi) for xi in x for yi in y)

    observed = abs(u(range(n)) - mid)
    total = 1
    for k in range(n):
        total = total * (len(values) - k) // (k + 1)
    rng = random.Random(1)
    splits = combinations(range(len(values)), n) if total <= EXACT_LIMIT \
        else (rng.sample(range(len(values)), n) for _ in range(SAMPLES))
    hits = count = 0
    for idx in splits:
        count += 1
        hits += abs(u(idx) - mid) >= observed - 1e-9
    return hits / count


def bootstrap_ratio(a, b):
    """Percentile 95% interval of median(a) / median(b), a and b resampled independently (seeded)."""
    rng = random.Random(1)
    ratios = sorted(statistics.median(rng.choices(a, k=len(a))) / statistics.median(rng.choices(b, k=len(b)))
                    for _ in range(BOOTSTRAP))
    return ratios[int(0.025 * BOOTSTRAP)], ratios[int(0.975 * BOOTSTRAP) - 1]


def fmt(xs):
    if not xs:
        return "n=0"
    return f"n={len(xs)} median {statistics.median(xs):.1f} mean {statistics.mean(xs):.1f} [{' '.join(f'{v:.1f}' for v in sorted(xs))}]"


def ratio(a, b, of):
    return f"{of(a) / of(b):.2f}" if a and b else "—"


def main(dirs, cases):
    rounds = sorted(d for top in dirs for d in glob.glob(os.path.join(top, "*round-*")) if os.path.isdir(d))
    print(f"every fork of {len(rounds)} rounds, pooled (fork means, µs):")
    for name, clazz in cases:
        jmh = [f for d in rounds for f in jmh_forks(d, name)]
        sdk = [f for d in rounds for f in sdkbench_forks(d, clazz, name)]
        j_all = [m for m, _, _ in jmh]
        j_ok = [m for m, share, _ in jmh if share is not None and share <= TIMED_COMPILE_SHARE]
        j_judged = sum(share is not None for _, share, _ in jmh)
        s_all = [m for m, _, _ in sdk]
        s_ok = [m for m, ok, _ in sdk if ok]
        j_iterations = [x for _, _, its in jmh for x in its]
        s_iterations = [x for _, _, its in sdk for x in its]
        print(f"  {clazz}#{name}")
        print(f"    JMH, every fork          {fmt(j_all)}")
        if j_judged:
            print(f"    JMH, JIT ≤ {TIMED_COMPILE_SHARE:.1%} ({len(j_ok)} of {j_judged} judged by -prof comp)  {fmt(j_ok)}")
        print(f"    sdkbench, every fork     {fmt(s_all)}")
        print(f"    sdkbench, settled        {fmt(s_ok)}")
        print(f"    sdkbench / JMH: every fork median {ratio(s_all, j_all, statistics.median)}, mean {ratio(s_all, j_all, statistics.mean)};"
              f" settled / every JMH fork median {ratio(s_ok, j_all, statistics.median)}, mean {ratio(s_ok, j_all, statistics.mean)}"
              + (f"; settled / JMH JIT ≤ {TIMED_COMPILE_SHARE:.1%} median {ratio(s_ok, j_ok, statistics.median)},"
                 f" mean {ratio(s_ok, j_ok, statistics.mean)}" if j_ok else ""))
        if s_all and j_all:
            low, high = bootstrap_ratio(s_all, j_all)
            print(f"    ratio of medians, every fork: bootstrap 95% interval {low:.2f}–{high:.2f}")
            print(f"    Mann-Whitney two-sided p, every fork: {mann_whitney_p(s_all, j_all):.2f}")
        if s_iterations and j_iterations:
            print(f"    every timed iteration: JMH n={len(j_iterations)} median {statistics.median(j_iterations):.1f},"
                  f" sdkbench n={len(s_iterations)} median {statistics.median(s_iterations):.1f};"
                  f" ratio {statistics.median(s_iterations) / statistics.median(j_iterations):.2f}")

    noise = [(os.path.basename(d), row) for d in rounds for row in machine_noise(d)]
    if noise:
        print("the machine, probed before and after each sdkbench class run (register loop: median ms, IQR; loopback round trip: median µs, IQR):")
        for name, (clazz, when, cpus, loop, loop_iqr, lo, lo_iqr) in noise:
            print(f"  {name} {clazz} {when} cpu {cpus}: register loop {loop:.1f} ms ±{loop_iqr:.1f}%, loopback {lo:.1f} µs ±{lo_iqr:.1f}%")


if __name__ == "__main__":
    args, cases = sys.argv[1:], CASES
    if args[:1] == ["--cases"] and len(args) > 1:
        cases = [tuple(spec.split(":")) for spec in args[1].split(",")]
        args = args[2:]
    if not args:
        sys.exit(__doc__)
    main(args, cases)
