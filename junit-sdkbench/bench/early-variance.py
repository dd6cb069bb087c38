#!/usr/bin/env python3
"""How far the paired early figure's fork-to-fork spread can be cut with what the forks already record.

    python3 junit-sdkbench/bench/early-variance.py            # from the repository's root; numpy needed, ~40 s

Reads recorded lockstep rounds only (no fork runs, no build; the bootstrap and resampling are seeded, so two runs
print the same tables): the ten 2026-12-07 gate trials (a candidate jar against its baseline classpath, 80-128
rounds each; `trial.json` names the kind) and, for comparison, the older pools of `GateErrorRatesBench` (2026-12-02
quiet and loaded, another machine; 2026-12-06 interference, this one). Round i pairs the i-th start-up fork of the
case with the i-th of the side it is read against, as the engine does (`reports` module, `paired` package), and
d = ln(candidate's figure / baseline's). The position of each fork in its round comes from the trial's console.

It prints: where the spread of d is (SD, drift, tails, pairing, fork order); how much of var(d) each recorded
per-fork covariate explains and whether the change moved it; CUPED-style regression adjustments; the other
figures of the same early block (CPU time per call, and the per-fork median, trimmed mean and 25th percentile of
the block's per-call HdrHistogram); the estimators' effective SDs; and the detection rate of a 5% slowdown under
the engine's group-sequential rule (looks 6 ... 200; look n reads the Walsh-average interval at one-sided
z = 2.07 sqrt(200 / n), `SequentialBoundary` for `Looks.upTo(200)`), by normal approximation and by resampling.
"""
import base64
import glob
import gzip
import json
import math
import os
import re
import struct
import zlib

import numpy as np

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")
LOOKS = [6, 8, 10, 13, 16, 20, 25, 32, 40, 50, 64, 80, 100, 128, 160, 200]
SPREAD = 2.07  # SequentialBoundary's constant for Looks.upTo(200), PERFORMANCE.md
BAND = math.log(1.02)
TARGET = math.log(1.05)
BOOTSTRAP = 2000
SEED = 20261207


# --- reading ---------------------------------------------------------------------------------------------------

def histogram(b64):
    """The per-call times (µs) of a compressed HdrHistogram V2, each bucket at its middle, and their counts."""
    data = base64.b64decode(b64)
    length = struct.unpack(">i", data[4:8])[0]
    raw = zlib.decompress(data[8:8 + length])
    payload_length, _, digits, lowest = struct.unpack(">iiiq", raw[4:24])
    counts = zigzag_counts(raw[40:40 + payload_length])
    half_magnitude = max(int(math.ceil(math.log2(2 * 10 ** digits))), 1) - 1
    half = 1 << half_magnitude
    unit = int(math.floor(math.log2(lowest)))
    values, weights = [], []
    for index, count in enumerate(counts):
        if count:
            bucket = (index >> half_magnitude) - 1
            sub = (index & (half - 1)) + half
            if bucket < 0:
                sub, bucket = sub - half, 0
            values.append(((sub << (bucket + unit)) + ((1 << (bucket + unit)) - 1) / 2) / 1000)
            weights.append(count)
    return np.array(values), np.array(weights)


def zigzag_counts(payload):
    counts, i = [], 0
    while i < len(payload):
        value, shift = 0, 0
        while True:
            byte = payload[i]
            i += 1
            if shift == 56:
                value |= byte << 56
                break
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                break
        value = (value >> 1) ^ -(value & 1)
        counts.extend([0] * -value if value < 0 else [value])
    return counts


def per_call_figures(early):
    values, weights = histogram(early["histogram"])
    calls = np.repeat(values, weights)
    calls.sort()
    cut = len(calls) // 10
    return {"median": float(np.median(calls)), "trim10": float(calls[cut:len(calls) - cut].mean()),
            "p25": float(np.percentile(calls, 25))}


def fork_record(fork):
    result = fork["result"]
    early = result["early"]
    interference = fork.get("interference") or {}
    record = {"wall": early["meanMicros"], "cpu": early.get("cpuMicros", float("nan")),
              "first_response": fork["exit"]["firstResponseMillis"], "compile": early["compileMillis"],
              "gc": result["gcMillis"], "gc_count": result["gcCount"], "classes": result["classesLoaded"],
              "others": interference.get("percent", float("nan")),
              "steal": interference.get("stealPercent", float("nan"))}
    record.update(per_call_figures(early))
    return record


def startup_forks(case):
    return [f for f in case["forks"] if f["protocol"] == "STARTUP"]


def console_order(path):
    """(case, fork number) → the line its start-up fork finished on, from the trial's console."""
    order = {}
    if not os.path.exists(path):
        return order
    pattern = re.compile(r"\] \S+?\.(\S+) startup fork (\d+) cpu")
    with open(path, encoding="utf-8", errors="replace") as console:
        for number, line in enumerate(console):
            match = pattern.search(line)
            if match:
                order[(match.group(1), int(match.group(2)))] = number
    return order


def rounds(run, case_id, reference_id, order):
    cases = {c["id"]: c for c in run["cases"]}
    pairs = []
    for a, b in zip(startup_forks(cases[case_id]), startup_forks(cases[reference_id])):
        if a["failure"] or b["failure"] or not a["result"] or not b["result"]:
            continue
        first = order.get((case_id, a["fork"])), order.get((reference_id, b["fork"]))
        position = float("nan") if None in first else (1.0 if first[0] < first[1] else -1.0)
        pairs.append((fork_record(a), fork_record(b), position))
    return pairs


def pools():
    """Every pool of at least 10 rounds: (name, kind, rounds); the 2026-12-07 trials first."""
    found = []
    for folder in sorted(glob.glob(os.path.join(ROOT, "2026-12-07-gate-trials", "2026-*"))):
        trial = json.load(open(os.path.join(folder, "trial.json")))
        with gzip.open(os.path.join(folder, "results.json.gz")) as results:
            run = json.load(results)
        pair = run["pairs"][0]
        kind = trial["kind"] + ("+neighbour" if trial["neighbour"] else "")
        order = console_order(os.path.join(folder, "console.log"))
        found.append((os.path.basename(folder)[11:], kind, rounds(run, pair["case"], pair["reference"], order)))
    for folder, state in (("2026-12-02-gate", "quiet"), ("2026-12-02-gate-under-load", "loaded")):
        for name in ("first", "second"):
            run = json.load(open(os.path.join(ROOT, folder, name + "-results.json")))
            for case in ("unchanged", "perCall3", "perCall5"):
                kind = ("identical" if case == "unchanged" else "busy wait " + case[-1] + "%") + ", " + state
                found.append((folder[11:] + "/" + name + " " + case, kind, rounds(run, case, "control", {})))
    for path in sorted(glob.glob(os.path.join(ROOT, "2026-12-06-interference", "*-results.json"))):
        label = os.path.basename(path)[:-len("-results.json")]
        pairs = rounds(json.load(open(path)), "unchanged", "control", {})
        found.append(("12-06-interference/" + label, "identical, " + label[6:], pairs))
    return [pool for pool in found if len(pool[2]) >= 10]


def trial_pool(name):
    return name.startswith("0")


# --- statistics ------------------------------------------------------------------------------------------------

def log_ratio(pairs, figure):
    return np.array([math.log(a[figure] / b[figure]) for a, b, _ in pairs])


def covariate(pairs, name):
    if name == "position":
        return np.array([p for _, _, p in pairs])
    if name in ("cpu", "first_response"):
        return np.array([math.log(a[name] / b[name]) for a, b, _ in pairs])
    if name == "waiting":
        return np.array([(1 - a["cpu"] / a["wall"]) - (1 - b["cpu"] / b["wall"]) for a, b, _ in pairs])
    return np.array([a[name] - b[name] for a, b, _ in pairs], float)


def r_squared(y, x):
    ok = np.isfinite(x) & np.isfinite(y)
    if ok.sum() < 6 or np.std(x[ok]) == 0:
        return float("nan")
    return float(np.corrcoef(x[ok], y[ok])[0, 1] ** 2)


def adjusted(y, xs):
    """CUPED-style regression adjustment: y less its least-squares fit on the centred covariates."""
    columns = [x - x.mean() for x in xs if np.all(np.isfinite(x)) and np.std(x) > 0]
    if not columns:
        return y
    design = np.column_stack(columns)
    beta = np.linalg.lstsq(design, y - y.mean(), rcond=None)[0]
    return y - design @ beta


def lag1(y):
    return float(np.corrcoef(y[:-1], y[1:])[0, 1]) if len(y) > 3 else float("nan")


def hodges_lehmann(d):
    i, j = np.triu_indices(len(d))
    return float(np.median((d[i] + d[j]) / 2))


def trimmed(d, share=0.2):
    s = np.sort(d)
    cut = int(len(s) * share)
    return float(s[cut:len(s) - cut].mean())


def bootstrap_sd(d, estimator, rng):
    n = len(d)
    draws = rng.integers(0, n, size=(BOOTSTRAP if estimator is not hodges_lehmann else BOOTSTRAP // 4, n))
    return float(np.std([estimator(d[row]) for row in draws]) * math.sqrt(n))


def ratio_of_medians_sd(pairs, figure, rng):
    a = np.array([p[0][figure] for p in pairs])
    b = np.array([p[1][figure] for p in pairs])
    n = len(a)
    draws = rng.integers(0, n, size=(BOOTSTRAP, n))
    estimates = np.log(np.median(a[draws], axis=1)) - np.log(np.median(b[draws], axis=1))
    return float(np.std(estimates) * math.sqrt(n)), float(math.log(np.median(a) / np.median(b)))


def z_at(n):
    return SPREAD * math.sqrt(LOOKS[-1] / n)


def detection(sd, n, shift=TARGET):
    """P(the look-n interval lies above 1.02) for a true log shift, normal approximation."""
    if not sd > 0:
        return float("nan")
    return normal_cdf((shift - BAND) / (sd / math.sqrt(n)) - z_at(n))


def normal_cdf(x):
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def detection_over(sds, n):
    """The detection rate averaged over trials whose SDs are these: each trial meets its own spread."""
    return float(np.mean([detection(sd, n) for sd in sds]))


def look_for_90(sds):
    for n in LOOKS:
        if detection_over(sds, n) >= 0.9:
            return str(n)
    return ">200"


def excess_kurtosis(d):
    centred = d - d.mean()
    return float((centred ** 4).mean() / centred.var() ** 2 - 3)


def pooled_slopes(found, names):
    """Least-squares slopes of d on the covariates, fitted over the identical trials' rounds, each trial centred."""
    xs, ys = [], []
    for name, kind, pairs in found:
        if trial_pool(name) and kind.startswith("identical"):
            d = log_ratio(pairs, "wall")
            columns = [covariate(pairs, c) for c in names]
            xs.append(np.column_stack([x - x.mean() for x in columns]))
            ys.append(d - d.mean())
    return np.linalg.lstsq(np.vstack(xs), np.concatenate(ys), rcond=None)[0]


def compile_adjusted(pairs, slope):
    """d less the pooled slope times the forks' difference of JIT compile time in the block (not centred: the
    adjusted estimate is biased by slope × whatever the change does to the JIT's work)."""
    return log_ratio(pairs, "wall") - slope * covariate(pairs, "compile")


# --- tables ----------------------------------------------------------------------------------------------------

FIGURES = [("wall", "wall µs/call (the gate's)"), ("cpu", "CPU µs/call"), ("median", "median call"),
           ("trim10", "10%-trimmed mean call"), ("p25", "25th-percentile call")]
COVARIATES = [("cpu", "CPU/call (outcome)"), ("waiting", "1 − CPU/wall (outcome)"), ("compile", "JIT compile ms"),
              ("first_response", "first response"), ("classes", "classes loaded"), ("others", "others' CPU share"),
              ("steal", "steal")]
SAFE = ["others", "steal"]


def fmt(x, digits=1, scale=100):
    return "—" if x is None or not np.isfinite(x) else f"{x * scale:.{digits}f}"


def header(*cells, right=0):
    print("| " + " | ".join(cells) + " |")
    print("|" + "---|" * (len(cells) - right) + "---:|" * right)


def table_where(found):
    print("## 1. Where the spread is (2026-12-07 trials)")
    print()
    print("d = ln(candidate's early wall µs/call ÷ the baseline's, same round), in % (of ln). `one fork`: a single")
    print("fork's ln early figure (the baseline side); `lag-1 level`: its autocorrelation over rounds (the machine's")
    print("drift); `corr`: the two forks of a round (what pairing removes). `cand. first`: rounds whose candidate")
    print("fork ran before its baseline fork.")
    print()
    header("trial", "kind", "rounds", "cand. first", "mean d", "SD d", "lag-1 d", "excess kurtosis d",
           "SD one fork", "lag-1 level", "corr", "others' share, median", right=10)
    for name, kind, pairs in found:
        if not trial_pool(name):
            continue
        d = log_ratio(pairs, "wall")
        a = np.log([p[0]["wall"] for p in pairs])
        b = np.log([p[1]["wall"] for p in pairs])
        first = sum(1 for _, _, p in pairs if p > 0)
        others = np.median([p[0]["others"] for p in pairs] + [p[1]["others"] for p in pairs])
        print(f"| {name} | {kind} | {len(d)} | {first} | {fmt(d.mean(), 2)} | {fmt(d.std(ddof=1), 2)} | "
              f"{fmt(lag1(d), 2, 1)} | {fmt(excess_kurtosis(d), 2, 1)} | {fmt(b.std(ddof=1), 1)} | "
              f"{fmt(lag1(b), 2, 1)} | {fmt(np.corrcoef(a, b)[0, 1], 2, 1)} | {fmt(others, 1, 1)}% |")
    print()


def table_covariates(found):
    print("## 2. Covariates: share of var(d) each explains alone (R², %), and whether the change moved it")
    print()
    print("Each the two forks' difference (CPU/call and first response as ln ratios). No fork collected garbage in")
    print("its early block (gcMillis and gcCount 0 in every start-up fork), so GC explains nothing here.")
    print()
    header("trial", "kind", *[label for _, label in COVARIATES], right=len(COVARIATES))
    for name, kind, pairs in found:
        if trial_pool(name):
            d = log_ratio(pairs, "wall")
            print(f"| {name} | {kind} | " + " | ".join(fmt(r_squared(d, covariate(pairs, c)), 0)
                                                      for c, _ in COVARIATES) + " |")
    print()
    print("Mean difference ± its standard error (candidate − baseline): a covariate the change moves cannot adjust")
    print("the figure without taking part of the change out with it.")
    print()
    names = [("compile", "JIT compile ms", 1), ("first_response", "first response, ln %", 100),
             ("classes", "classes", 1), ("others", "others' share, points", 1)]
    header("trial", "kind", *[label for _, label, _ in names], right=len(names))
    for name, kind, pairs in found:
        if trial_pool(name):
            cells = []
            for c, _, scale in names:
                x = covariate(pairs, c)
                cells.append(f"{x.mean() * scale:.1f} ± {x.std(ddof=1) / math.sqrt(len(x)) * scale:.1f}")
            print(f"| {name} | {kind} | " + " | ".join(cells) + " |")
    print()


def table_adjusted(found):
    slope = pooled_slopes(found, ["compile"])[0]
    both = pooled_slopes(found, ["compile", "first_response"])
    print("## 3. Regression (CUPED-style) adjustment of d: mean / SD, %")
    print()
    print("`safe`: fitted within the trial on others' share and steal, which the change cannot move. `JIT`: d less")
    print(f"{slope * 100:.3f}% per ms of the forks' difference of compile time, the slope fitted over the identical")
    print("trials' rounds (so out of sample for the planted ones); `JIT, in trial`: the slope fitted within each trial;")
    print(f"`JIT + first response`: slopes {both[0] * 100:.3f}%/ms and {both[1]:.3f} per ln of first response, pooled.")
    print()
    header("trial", "kind", "d", "safe", "JIT", "JIT, in trial", "JIT + first response", right=5)
    for name, kind, pairs in found:
        if not trial_pool(name):
            continue
        d = log_ratio(pairs, "wall")
        compile_ = covariate(pairs, "compile")
        variants = [d, adjusted(d, [covariate(pairs, c) for c in SAFE]), d - slope * compile_,
                    adjusted(d, [compile_]) - np.polyfit(compile_, d, 1)[0] * compile_.mean(),
                    d - both[0] * compile_ - both[1] * covariate(pairs, "first_response")]
        print(f"| {name} | {kind} | " + " | ".join(f"{fmt(v.mean(), 2)} / {fmt(v.std(ddof=1), 2)}" for v in variants)
              + " |")
    print()
    return slope


def table_figures(found):
    print("## 4. The early block's other figures, same forks: mean / SD of their paired ln ratio (%), and for the")
    print("planted trials mean ÷ SD (the effect in units of its own spread: what decides detection)")
    print()
    header("pool", "kind", "rounds", *[label for _, label in FIGURES], right=1 + len(FIGURES))
    for name, kind, pairs in found:
        cells = []
        for figure, _ in FIGURES:
            d = log_ratio(pairs, figure)
            if not np.all(np.isfinite(d)):
                cells.append("—")
                continue
            cell = f"{fmt(d.mean(), 2)} / {fmt(d.std(ddof=1), 2)}"
            if "early" in kind or "busy" in kind:
                cell += f" ({d.mean() / d.std(ddof=1):.2f})"
            cells.append(cell)
        print(f"| {name} | {kind} | {len(pairs)} | " + " | ".join(cells) + " |")
    print()


ESTIMATORS = [("mean", lambda d: float(d.mean())), ("HL (the gate's)", hodges_lehmann),
              ("20%-trimmed mean", trimmed), ("median", lambda d: float(np.median(d)))]


def estimator_sds(pairs, d, figure, rng):
    sds = {label: bootstrap_sd(d, estimator, rng) for label, estimator in ESTIMATORS}
    sds["ratio of medians"] = ratio_of_medians_sd(pairs, figure, rng)[0] if figure else float("nan")
    return sds


def table_estimators(found, slope, rng):
    print("## 5. Estimators: effective SD (√n × bootstrap standard error over rounds, %) and detection of a 5% slowdown")
    print()
    print("Detection: the chance that the interval at a look lies wholly above 1.02 for a true ratio of 1.05, with the")
    print(f"look's one-sided z = {SPREAD} √(200 / n) ({z_at(100):.2f} at 100, {z_at(128):.2f} at 128, {z_at(160):.2f} at 160,"
          f" {z_at(200):.2f} at 200), normal approximation;")
    print("averaged over the 8 quiet trials, each at its own effective SD (the range shows how far they differ).")
    print()
    variants = [("wall", "wall µs/call", lambda pairs: log_ratio(pairs, "wall")),
                ("cpu", "CPU µs/call", lambda pairs: log_ratio(pairs, "cpu")),
                ("median", "median call", lambda pairs: log_ratio(pairs, "median")),
                (None, "wall, JIT-adjusted", lambda pairs: compile_adjusted(pairs, slope))]
    header("figure", "estimator", "median SD", "range over the quiet trials", "at 100", "at 128", "at 160",
           "at 200", "look for 90%", right=7)
    for figure, label, values in variants:
        per_trial = [estimator_sds(pairs, values(pairs), figure, rng)
                     for name, kind, pairs in found if trial_pool(name) and "neighbour" not in kind]
        for estimator in per_trial[0]:
            sds = [s[estimator] for s in per_trial]
            if not np.all(np.isfinite(sds)):
                continue
            print(f"| {label} | {estimator} | {fmt(np.median(sds), 1)} | {fmt(min(sds), 1)}–{fmt(max(sds), 1)} | "
                  + " | ".join(f"{fmt(detection_over(sds, n), 0)}%" for n in (100, 128, 160, 200))
                  + f" | {look_for_90(sds)} |")
    print()


def walsh_interval_low(d, n):
    """The low end of the signed-rank (Walsh-average) interval at a look of n pairs: the k-th smallest Walsh
    average, k the normal approximation of the look's critical rank."""
    i, j = np.triu_indices(n)
    walsh = (d[i] + d[j]) / 2
    k = int(n * (n + 1) / 4 - z_at(n) * math.sqrt(n * (n + 1) * (2 * n + 1) / 24))
    return float(np.partition(walsh, k - 1)[k - 1])


def table_resampled(found, slope, rng, draws=300):
    print("## 5b. Check by resampling: the gate's own Walsh-average interval at a look, over rounds drawn from the")
    print("quiet trials' centred rounds shifted by ln 1.05 (each trial alike); share whose interval lies above 1.02")
    print()
    header("figure", "at 100", "at 128", "at 160", "at 200", right=4)
    quiet = [pairs for name, kind, pairs in found if trial_pool(name) and "neighbour" not in kind]
    for label, values in (("wall µs/call", lambda pairs: log_ratio(pairs, "wall")),
                          ("wall, JIT-adjusted", lambda pairs: compile_adjusted(pairs, slope))):
        cells = []
        for n in (100, 128, 160, 200):
            hits = 0
            for pairs in quiet:
                d = values(pairs)
                d = d - d.mean() + TARGET
                for _ in range(draws):
                    hits += walsh_interval_low(d[rng.integers(0, len(d), n)], n) > BAND
            cells.append(f"{100 * hits / (draws * len(quiet)):.0f}%")
        print(f"| {label} | " + " | ".join(cells) + " |")
    print()


def read_at_look(d):
    """HL and the sequential interval at the largest look the rounds reach, as ratios, and the verdict."""
    n = max(look for look in LOOKS if look <= len(d))
    low, high = walsh_interval_low(d[:n], n), -walsh_interval_low(-d[:n], n)
    verdict = "SLOWER" if low > BAND else "FASTER" if high < -BAND else "SAME" if -BAND <= low and high <= BAND \
        else "UNRESOLVED"
    return f"{math.exp(hodges_lehmann(d[:n])):.3f} ({math.exp(low):.3f}–{math.exp(high):.3f}) {verdict}"


def table_verdicts(found, slope):
    print("## 3b. Each trial read again at the look its rounds stopped at: the engine's recorded early interval, this")
    print("script's reconstruction of it (Walsh averages, the look's critical rank by the normal approximation), and the")
    print("JIT-adjusted figure's, the CPU time per call's and the per-fork median call's")
    print()
    header("trial", "kind", "look", "engine (trial.json)", "reconstructed", "JIT-adjusted", "CPU µs/call",
           "median call", right=6)
    for name, kind, pairs in found:
        if not trial_pool(name):
            continue
        trial = json.load(open(os.path.join(ROOT, "2026-12-07-gate-trials", "2026-12-07-" + name, "trial.json")))
        early = trial["figures"]["early"]
        d = log_ratio(pairs, "wall")
        print(f"| {name} | {kind} | {max(look for look in LOOKS if look <= len(d))} | {early['ratio']:.3f} "
              f"({early['low']:.3f}–{early['high']:.3f}) {early['verdict']} | {read_at_look(d)} | "
              f"{read_at_look(compile_adjusted(pairs, slope))} | {read_at_look(log_ratio(pairs, 'cpu'))} | "
              f"{read_at_look(log_ratio(pairs, 'median'))} |")
    print()


def table_rounds():
    print("## 6. Rounds a 5% slowdown needs to clear 1.02 in 90% of trials, by the SD of d")
    print()
    print("`sequential`: the first planned look reaching 90% (the engine's boundary); `fixed count`: rounds a single")
    print("95% interval read once would need, ((1.96 + 1.28) SD / ln(1.05/1.02))², for comparison.")
    print()
    header("SD of d", "at 100", "at 128", "at 160", "at 200", "sequential", "fixed count", right=7)
    for sd in (0.05, 0.06, 0.07, 0.08, 0.10, 0.12, 0.15):
        fixed = math.ceil(((1.96 + 1.2816) * sd / (TARGET - BAND)) ** 2)
        print(f"| {sd * 100:.0f}% | " + " | ".join(f"{fmt(detection(sd, n), 0)}%" for n in (100, 128, 160, 200))
              + f" | {look_for_90([sd])} | {fixed} |")
    print()


def main():
    rng = np.random.default_rng(SEED)
    found = pools()
    table_where(found)
    table_covariates(found)
    slope = table_adjusted(found)
    table_verdicts(found, slope)
    table_figures(found)
    table_estimators(found, slope, rng)
    table_resampled(found, slope, rng)
    table_rounds()


if __name__ == "__main__":
    main()
