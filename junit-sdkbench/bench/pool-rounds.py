"""Pools the forks of several steady-vs-jmh rounds kept under bench/results/<dir>/<run>-round-<n>/
(jmh-<case>.json, sdkbench-<Class>.json), judges every fork by the engine's committed rules (the
steady window settled, the JIT at most 2.5% of the timed part; JMH forks by -prof comp where it
was on), and compares the two harnesses' fork distributions (medians, means, exact Mann-Whitney).
Usage: python3 junit-sdkbench/bench/pool-rounds.py junit-sdkbench/bench/results/2026-12-01-session7"""
import glob, json, os, statistics, sys
from itertools import combinations
round_dirs = sorted(glob.glob(os.path.join(sys.argv[1], "*-round-*")))
cases = [("minimalChat", "FloorBenchmark"), ("openAiJavaChat", "OpenAiJavaBenchmark")]
def mw_p(a, b):
    allv = a + b; n = len(a); mid = n * len(b) / 2
    U = lambda x, y: sum((xi > yi) + 0.5 * (xi == yi) for xi in x for yi in y)
    d0 = abs(U(a, b) - mid); cnt = tot = 0
    for idx in combinations(range(len(allv)), n):
        s = set(idx); x = [allv[i] for i in idx]; y = [allv[i] for i in range(len(allv)) if i not in s]
        tot += 1; cnt += abs(U(x, y) - mid) >= d0 - 1e-9
    return cnt / tot
for name, clazz in cases:
    jmh, jmh_ok, sdk, sdk_ok = [], [], [], []
    for rd in round_dirs:
        d = json.load(open(f"{rd}/jmh-{name}.json"))[0]
        comp = d.get("secondaryMetrics", {}).get("compiler.time.profiled", {}).get("rawData")
        for i, f in enumerate(d["primaryMetric"]["rawData"]):
            m = statistics.mean(f); jmh.append(m)
            if comp:  # the same rule as sdkbench's: the JIT at most 2.5% of the timed part
                share = sum(comp[i]) / (len(f) * 1000)
                if share <= 0.025: jmh_ok.append(m)
        res = json.load(open(f"{rd}/sdkbench-{clazz}.json"))
        for c in res["cases"]:
            for f in c["forks"]:
                if f["protocol"] != "STEADY": continue
                s = f["result"]["steady"]; m = s["meanMicros"]; sdk.append(m)
                warm_ok = s["unsettled"] is None or "timed iterations drift" in s["unsettled"]
                timed_s = len(s["iterationMicros"])  # 1-s iterations
                if warm_ok and s["compileMillis"] <= 0.025 * timed_s * 1000: sdk_ok.append(m)
    f = lambda xs: f"n={len(xs)} median {statistics.median(xs):.1f} mean {statistics.mean(xs):.1f} [{' '.join(f'{v:.1f}' for v in sorted(xs))}]"
    print(name)
    print("  JMH all forks      ", f(jmh))
    print("  sdkbench all forks ", f(sdk))
    print("  sdkbench settled   ", f(sdk_ok), "(committed rules)")
    if jmh_ok: print("  JMH forks sdkbench would call settled (rounds run with -prof comp only):", f(jmh_ok))
    print(f"  ratio sdkbench/JMH: all forks mean {statistics.mean(sdk)/statistics.mean(jmh):.2f} median {statistics.median(sdk)/statistics.median(jmh):.2f};"
          f" settled vs JMH all: mean {statistics.mean(sdk_ok)/statistics.mean(jmh):.2f} median {statistics.median(sdk_ok)/statistics.median(jmh):.2f}")
    print(f"  Mann-Whitney exact two-sided p, all forks: {mw_p(sdk, jmh):.2f}")
