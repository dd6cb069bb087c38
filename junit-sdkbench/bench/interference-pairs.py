#!/usr/bin/env python3
"""Per lockstep round of a case against its reference: the log ratio of the early figure by wall
time and by CPU time, and of the first response, beside what other processes took of each side's
CPU (the forks' `interference`). Then whether the interference explains the rounds that went wrong.

    python3 junit-sdkbench/bench/interference-pairs.py <results.json> [case] [reference]

case and reference default to `unchanged` and `control` (GateErrorRatesBench's A/A pair).
"""
import json
import math
import statistics
import sys


def forks(run, case_id):
    case = next((c for c in run["cases"] if c["id"] == case_id), None)
    if case is None:
        sys.exit(f"no case {case_id} in the results; cases: {[c['id'] for c in run['cases']]}")
    return [f for f in case["forks"] if f["protocol"] == "STARTUP"]


def figures(f):
    if f.get("failure") or not f.get("result"):
        return None
    early = f["result"]["early"]
    i = f.get("interference") or {}
    return {"wall": early["meanMicros"], "cpu": early.get("cpuMicros", -1),
            "first": (f.get("exit") or {}).get("firstResponseMillis"),
            "other": i.get("percent", float("nan")), "steal": i.get("stealPercent", float("nan"))}


def log_ratio(a, b):
    return math.log(a / b) if a and b and a > 0 and b > 0 else float("nan")


def spearman(xs, ys):
    pairs = [(x, y) for x, y in zip(xs, ys) if not (math.isnan(x) or math.isnan(y))]
    if len(pairs) < 3:
        return float("nan")
    def ranks(v):
        order = sorted(range(len(v)), key=lambda k: v[k])
        r = [0.0] * len(v)
        for rank, k in enumerate(order):
            r[k] = rank
        return r
    rx, ry = ranks([p[0] for p in pairs]), ranks([p[1] for p in pairs])
    mx, my = statistics.mean(rx), statistics.mean(ry)
    num = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    den = math.sqrt(sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry))
    return num / den if den else float("nan")


def spread(values):
    v = [x for x in values if not math.isnan(x)]
    if len(v) < 2:
        return float("nan"), float("nan")
    return statistics.stdev(v) * 100, max(abs(x) for x in v) * 100


def main():
    run = json.load(open(sys.argv[1]))
    case_id = sys.argv[2] if len(sys.argv) > 2 else "unchanged"
    ref_id = sys.argv[3] if len(sys.argv) > 3 else "control"
    rounds = []
    for n, (c, r) in enumerate(zip(forks(run, case_id), forks(run, ref_id)), 1):
        fc, fr = figures(c), figures(r)
        if fc is None or fr is None:
            continue
        rounds.append({"round": n, "wall": log_ratio(fc["wall"], fr["wall"]), "cpu": log_ratio(fc["cpu"], fr["cpu"]),
                       "first": log_ratio(fc["first"], fr["first"]), "caseOther": fc["other"], "refOther": fr["other"],
                       "caseSteal": fc["steal"], "refSteal": fr["steal"], "caseCpu": fc["cpu"], "refCpu": fr["cpu"],
                       "caseWall": fc["wall"], "refWall": fr["wall"]})
    print(f"{case_id} against {ref_id}: {len(rounds)} rounds; log ratios in %, interference (others' share of the fork's cpu) in %")
    print(f"{'round':>5} {'wall':>7} {'cpu':>7} {'first':>7} {'case others':>11} {'ref others':>10} {'diff':>6}")
    for r in rounds:
        print(f"{r['round']:>5} {r['wall'] * 100:>7.1f} {r['cpu'] * 100:>7.1f} {r['first'] * 100:>7.1f}"
              f" {r['caseOther']:>11.1f} {r['refOther']:>10.1f} {r['caseOther'] - r['refOther']:>6.1f}")
    diff = [r["caseOther"] - r["refOther"] for r in rounds]
    worst = [max(r["caseOther"], r["refOther"]) for r in rounds]
    for name in ("wall", "cpu", "first"):
        values = [r[name] for r in rounds]
        sd, most = spread(values)
        print(f"{name:>5}: sd {sd:.1f}%, largest |log ratio| {most:.1f}%;"
              f" Spearman with the interference difference {spearman(values, diff):+.2f},"
              f" |log ratio| with the larger interference {spearman([abs(v) for v in values], worst):+.2f}")
    others = [x for r in rounds for x in (r["caseOther"], r["refOther"]) if not math.isnan(x)]
    if others:
        print(f"interference over {len(others)} forks: median {statistics.median(others):.1f}%, max {max(others):.1f}%")
    for limit in (5, 10, 20):
        kept = [r for r in rounds if max(r["caseOther"], r["refOther"]) <= limit]
        sd, most = spread([r["wall"] for r in kept])
        print(f"rounds with both sides at most {limit}% disturbed: {len(kept)} of {len(rounds)}, wall sd {sd:.1f}%,"
              f" largest {most:.1f}%")


if __name__ == "__main__":
    main()
