#!/usr/bin/env python3
"""Checks and summarises a run of bench/run.sh: python3 summarize.py <raw-dir>.

Layout: one directory per fixture process, named <phase>-r<round>-<fixture> (phase rt or tp),
holding fixture.out (base URL, then the counters JSON printed on SIGTERM), fixture.affinity and
one client-*.out per client process (a BENCH_RESULT= line). Writes summary.json and summary.txt
into the raw directory and exits 1 if any fixture saw a violation, a request count other than what
its clients sent, or a pinned process ran outside its CPU.
"""

import json
import pathlib
import statistics
import sys

ROUND_TRIP_RATIO_TARGET = 0.25
THROUGHPUT_TARGET = 30_000
P99_TARGET_US = 1_000


def quantile(values, p):
    """Hyndman-Fan type 7 (NumPy's default), as the LM15 summary uses."""
    s = sorted(values)
    h = (len(s) - 1) * p
    lo = int(h)
    return s[lo] + (h - lo) * (s[min(lo + 1, len(s) - 1)] - s[lo])


def spread(values):
    return {"median": statistics.median(values), "p25": quantile(values, 0.25), "p75": quantile(values, 0.75),
            "min": min(values), "max": max(values), "n": len(values)}


def load_run(directory, problems):
    lines = (directory / "fixture.out").read_text().splitlines()
    counters = json.loads(lines[1]) if len(lines) > 1 else None
    results = []
    for client in sorted(directory.glob("client-*.out")):
        found = [l[len("BENCH_RESULT="):] for l in client.read_text().splitlines() if l.startswith("BENCH_RESULT=")]
        if len(found) != 1:
            problems.append("%s: expected one BENCH_RESULT line, found %d" % (client, len(found)))
            continue
        results.append(json.loads(found[0]))
    sent = sum(r["sent"] for r in results)
    if counters is None:
        problems.append("%s: the fixture printed no counters" % directory.name)
    else:
        if counters["violations"]:
            problems.append("%s: %d violations, first: %s" % (directory.name, len(counters["violations"]),
                                                              counters["violations"][0]))
        if counters["total"] != sent:
            problems.append("%s: the fixture saw %d requests, the clients sent %d" % (directory.name, counters["total"], sent))
    return counters, results


def main(raw):
    problems = []
    config = json.loads((raw / "config.json").read_text())
    pin = config["pin_cpu"]
    round_trip = {}   # fixture -> [result per round]
    per_round = {}    # round -> {fixture: mean_us}
    throughput = {}   # (fixture, connections) -> [result per round]
    for directory in sorted(p for p in raw.iterdir() if p.is_dir()):
        phase, rnd, fixture = directory.name.split("-", 2)
        counters, results = load_run(directory, problems)
        affinity = (directory / "fixture.affinity").read_text().strip()
        if phase == "rt":
            if affinity != pin:
                problems.append("%s: fixture ran on CPUs %s, not %s" % (directory.name, affinity, pin))
            for r in results:
                if r["cpu_affinity"] != pin:
                    problems.append("%s: client ran on CPUs %s, not %s" % (directory.name, r["cpu_affinity"], pin))
                round_trip.setdefault(fixture, []).append(r)
                per_round.setdefault(rnd, {})[fixture] = r["mean_us"]
        else:
            for r in results:
                if r["label"] != "warmup":
                    throughput.setdefault((fixture, r["connections"]), []).append(r)

    summary = {"config": config, "problems": problems, "round_trip": {}, "throughput": []}
    for fixture, results in sorted(round_trip.items()):
        summary["round_trip"][fixture] = {key: spread([r[key] for r in results]) for key in ("mean_us", "p50_us", "p99_us")}
        summary["round_trip"][fixture]["rounds"] = [r["mean_us"] for r in results]
    rt = summary["round_trip"]
    if "undertow" in rt and "python" in rt:
        ratio = rt["undertow"]["mean_us"]["median"] / rt["python"]["mean_us"]["median"]
        paired = [v["undertow"] / v["python"] for v in per_round.values() if "undertow" in v and "python" in v]
        summary["ratio"] = {"of_medians": ratio, "per_round": spread(paired),
                            "p50_of_medians": rt["undertow"]["p50_us"]["median"] / rt["python"]["p50_us"]["median"],
                            "target": ROUND_TRIP_RATIO_TARGET, "met": ratio <= ROUND_TRIP_RATIO_TARGET}
    if "undertow" in rt and "floor" in rt:
        summary["undertow_above_floor_us"] = rt["undertow"]["mean_us"]["median"] - rt["floor"]["mean_us"]["median"]
    for (fixture, k), results in sorted(throughput.items()):
        row = {"fixture": fixture, "connections": k}
        for key in ("requests_per_s", "p50_us", "p99_us", "p999_us"):
            row[key] = spread([r[key] for r in results])
        row["max_us"] = max(r["max_us"] for r in results)
        row["met"] = (fixture == "undertow" and row["requests_per_s"]["median"] >= THROUGHPUT_TARGET
                      and row["p99_us"]["median"] < P99_TARGET_US)
        summary["throughput"].append(row)

    text = render(summary)
    (raw / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    (raw / "summary.txt").write_text(text)
    print(text, end="")
    return 1 if problems else 0


def render(summary):
    out = []
    c = summary["config"]
    out.append("Round trip, one keep-alive connection, client and fixture pinned to CPU %s "
               "(%d rounds x %d warmup + %d timed requests; median of per-process means [p25-p75, min-max])"
               % (c["pin_cpu"], c["rt_rounds"], c["warmup"], c["requests"]))
    for fixture, rt in summary["round_trip"].items():
        m = rt["mean_us"]
        out.append("  %-9s mean %7.1f us [%.1f-%.1f, %.1f-%.1f]   p50 %7.1f us   p99 %8.1f us   rounds: %s"
                   % (fixture, m["median"], m["p25"], m["p75"], m["min"], m["max"], rt["p50_us"]["median"],
                      rt["p99_us"]["median"], " ".join("%.1f" % v for v in rt["rounds"])))
    if "ratio" in summary:
        r = summary["ratio"]
        out.append("  undertow/python: %.3f (of medians; per round median %.3f, %.3f-%.3f; of p50s %.3f)  target <= %.2f: %s"
                   % (r["of_medians"], r["per_round"]["median"], r["per_round"]["min"], r["per_round"]["max"],
                      r["p50_of_medians"], r["target"], "MET" if r["met"] else "MISSED"))
    if "undertow_above_floor_us" in summary:
        out.append("  undertow - floor: %.1f us per request (the fixture's own cost beyond client, kernel and switches)"
                   % summary["undertow_above_floor_us"])
    out.append("Throughput, closed loop, K connections on K threads, fixture unpinned (%d rounds x %d s after %d s warmup; medians)"
               % (c["tp_rounds"], c["tp_seconds"], c["tp_warmup_seconds"]))
    out.append("  %-9s %3s %12s %9s %9s %9s %9s" % ("fixture", "K", "requests/s", "p50 us", "p99 us", "p99.9 us", "max us"))
    for row in summary["throughput"]:
        out.append("  %-9s %3d %12.0f %9.1f %9.1f %9.1f %9.1f%s"
                   % (row["fixture"], row["connections"], row["requests_per_s"]["median"], row["p50_us"]["median"],
                      row["p99_us"]["median"], row["p999_us"]["median"], row["max_us"],
                      "   (>= %d/s, p99 < %d us: MET)" % (THROUGHPUT_TARGET, P99_TARGET_US) if row["met"] else ""))
    undertow = [row for row in summary["throughput"] if row["fixture"] == "undertow"]
    if undertow:
        out.append("  throughput target (>= %d requests/s with p99 < %d us): %s"
                   % (THROUGHPUT_TARGET, P99_TARGET_US, "MET" if any(r["met"] for r in undertow) else "MISSED"))
    if summary["problems"]:
        out.append("FAILED: %d problem(s):" % len(summary["problems"]))
        out.extend("  " + p for p in summary["problems"])
    else:
        out.append("Checks: every fixture counted exactly the requests its clients sent, with no violation.")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1])))
