#!/usr/bin/env python3
"""The gate trials' verdicts: one trial's (--trial, written by gate-trials.sh after each trial) or the table of all.

  gate-trials-table.py --trial <trial dir> <kind> <toy version> <neighbour 0|1> <mvn exit code> <seconds> <harness commit> [<extra Maven arguments>]
  gate-trials-table.py <gate-trials OUT dir>      # every trials/*/trial.json, as a Markdown table

A figure's verdict is read from the run's bencher.json, the paired ratio between the ends of the interval the engine
itself read (sequential where the rounds stopped on the data): SLOWER when the whole interval lies above 1 + the
tolerance, FASTER below 1 - it, SAME within 1 ± it, else UNRESOLVED (memory figures: LARGER, SMALLER). The gate failed
when Maven did; trial.json keeps both, and the table flags a trial where they disagree.
"""
import glob
import json
import os
import statistics
import sys

TOLERANCE = 0.02  # the engine's default sdkbench.tolerance; gate-trials.sh runs at the defaults
TIMED = {"first response", "early", "steady"}
FIGURES = ["first response", "early", "steady", "early allocation", "steady allocation", "RSS after the last call"]


def verdict(name, m):
    low, high = m.get("lower_value"), m.get("upper_value")
    if low is None:
        return "NO_INTERVAL"
    up, down = ("SLOWER", "FASTER") if name in TIMED else ("LARGER", "SMALLER")
    if low > 1 + TOLERANCE:
        return up
    if high < 1 - TOLERANCE:
        return down
    if low >= 1 - TOLERANCE and high <= 1 + TOLERANCE:
        return "SAME"
    return "UNRESOLVED"


def one(path_glob):
    found = glob.glob(path_glob, recursive=True)
    return found[0] if found else None


def trial(directory, kind, version, neighbour, rc, seconds, harness, extra=""):
    results_path = one(f"{directory}/project/target/sdkbench/*/results.json")
    bencher_path = one(f"{directory}/project/target/**/bencher.json")
    record = {"kind": kind, "candidate": version, "neighbour": neighbour == "1", "mavenExit": int(rc), "seconds": int(seconds),
              "defaults": not extra.strip(), "extraArguments": extra.strip(), "harness": harness, "figures": {}}
    if results_path:
        run = json.load(open(results_path))
        record["publishable"] = run.get("publishable")
        shares = sorted(f["interference"]["percent"] for c in run["cases"] for f in c.get("forks", []) if f.get("interference"))
        if shares:  # what other processes took of each fork's CPU: the trial's quiet, or its neighbour, in one line
            record["interferencePercent"] = {"median": statistics.median(shares), "p90": shares[int(0.9 * (len(shares) - 1))],
                                             "max": shares[-1]}
        for case in run["cases"]:
            startup = [f for f in case.get("forks", []) if f.get("protocol") == "STARTUP"]
            record.setdefault("cases", {})[case["id"]] = {"forkStop": case.get("forkStop"), "startupForks": len(startup),
                                                         "steadyForks": len(case.get("forks", [])) - len(startup),
                                                         "steadyPairing": case.get("steadyPairing"),
                                                         "steadyForkStop": case.get("steadyForkStop")}
    if bencher_path:
        for benchmark, measures in json.load(open(bencher_path)).items():
            if " over " not in benchmark:
                continue
            for measure, m in measures.items():
                name = measure.removeprefix("ratio: ")
                if measure.startswith("ratio: "):
                    record["figures"][name] = {"ratio": m["value"], "low": m.get("lower_value"),
                                               "high": m.get("upper_value"), "verdict": verdict(name, m)}
    slower = [n for n, f in record["figures"].items() if f["verdict"] == "SLOWER"]  # a timed figure fails the build
    record["gateFailedByVerdicts"] = bool(slower)
    json.dump(record, open(f"{directory}/trial.json", "w"), indent=2)
    figures = ", ".join(f"{n} {f['ratio']:.3f} ({f['low'] or float('nan'):.3f}-{f['high'] or float('nan'):.3f}) {f['verdict']}"
                        for n, f in record["figures"].items())
    print(f"gate-trials: {kind}{' +neighbour' if record['neighbour'] else ''}: mvn exit {rc}, {int(seconds) / 60:.1f} min; {figures}")


def interference(trials):
    medians = [t["interferencePercent"]["median"] for t in trials if t.get("interferencePercent")]
    return f"{statistics.median(medians):.1f}%" if medians else "—"


def table(out):
    rows = {}
    for path in sorted(glob.glob(f"{out}/trials/*/trial.json")):
        t = json.load(open(path))
        t["dir"] = os.path.basename(os.path.dirname(path))
        rows.setdefault((t["kind"], t["neighbour"], t["defaults"]), []).append(t)
    print("| candidate | neighbour | at defaults | trials | gate failed | " + " | ".join(FIGURES)
          + " | median minutes | median start-up rounds | others' share of a fork's CPU, median of trials' medians |")
    print("|---|---|---|---:|---:|" + "---|" * len(FIGURES) + "---:|---:|---:|")
    for (kind, neighbour, defaults), trials in sorted(rows.items()):
        failed = sum(t["mavenExit"] != 0 for t in trials)
        cells = []
        for figure in FIGURES:
            verdicts = [t["figures"].get(figure, {}).get("verdict", "—") for t in trials]
            cells.append(", ".join(f"{v} {verdicts.count(v)}" for v in sorted(set(verdicts))))
        rounds = [min(c["startupForks"] for c in t.get("cases", {}).values()) for t in trials if t.get("cases")]
        print(f"| {kind} | {'yes' if neighbour else 'no'} | {'yes' if defaults else 'no'} | {len(trials)} | {failed} | "
              + " | ".join(cells) + f" | {statistics.median(t['seconds'] for t in trials) / 60:.1f} | "
              + f"{statistics.median(rounds) if rounds else '—'} | {interference(trials)} |")
    for trials in rows.values():
        for t in trials:
            if (t["mavenExit"] != 0) != t["gateFailedByVerdicts"]:
                print(f"\nnote: {t['dir']}: Maven exit {t['mavenExit']} while the verdicts say the gate "
                      f"{'failed' if t['gateFailedByVerdicts'] else 'passed'}: read its console.log")


if __name__ == "__main__":
    if sys.argv[1] == "--trial":
        trial(*sys.argv[2:])
    else:
        table(sys.argv[1])
