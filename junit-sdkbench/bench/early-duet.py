"""Reads early-duet.sh's logs: the spread of the paired early log ratio (candidate ÷ baseline) with each build in a
JVM of its own and with both in one JVM, the order effect inside one JVM, and what each costs a round.

    python3 junit-sdkbench/bench/early-duet.py junit-sdkbench/target/early-duet/*.txt
"""
import math
import statistics as st
import sys


def read(path):
    rounds = {}
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        number, mode, a, b = line.split()
        rounds.setdefault(int(number), {})[mode] = (float(a), float(b))
    return rounds


def describe(name, d):
    return f"  {name:<38} n={len(d):>3}  ratio {math.exp(st.mean(d)):.3f}  SD {100 * st.stdev(d):5.1f}%"


def detection(sd, n, shift=0.05, band=0.02):
    """Chance that a true ratio of 1 + shift reads SLOWER at the look of n pairs: the estimate's lower bound, at the
    engine's per-look z = 2.07 √(200/n) (SequentialBoundary for Looks.upTo(200)), above 1 + band. Normal
    approximation of the mean of n log ratios of this SD."""
    z = 2.07 * math.sqrt(200 / n)
    se = sd / math.sqrt(n)
    margin = (math.log(1 + shift) - math.log(1 + band) - z * se) / se
    return 0.5 * (1 + math.erf(margin / math.sqrt(2)))


def projection(separate, both):
    looks = (32, 40, 50, 64, 80, 100, 128)
    print("  a true 5%, SLOWER at the look of " + ", ".join(str(n) for n in looks) + " rounds:")
    for name, d in (("separate JVMs", separate), ("one JVM, both orders a round", both)):
        sd = st.stdev(d)
        print(f"    {name:<30} " + "  ".join(f"{100 * detection(sd, n):3.0f}%" for n in looks))


def main():
    for path in sys.argv[1:]:
        rounds = [r for r in read(path).values() if len(r) == 4]
        separate = [math.log(r["b"][1] / r["a"][0]) for r in rounds]
        ab = [math.log(r["ab"][1] / r["ab"][0]) for r in rounds]
        ba = [math.log(r["ba"][1] / r["ba"][0]) for r in rounds]
        both = [(x + y) / 2 for x, y in zip(ab, ba)]
        print(open(path).readline().strip("# \n"))
        print(describe("separate JVMs (as the engine pairs)", separate))
        print(describe("one JVM, baseline built first", ab))
        print(describe("one JVM, candidate built first", ba))
        print(describe("one JVM, both orders pooled", ab + ba))
        print(describe("one JVM, the two orders' mean a round", both))
        first = (st.mean(ba) - st.mean(ab)) / 2
        print(f"  the build built first reads {100 * first:+.1f}% (half the gap between the two orders)")
        if open(path).readline().startswith("# candidate 1.1 "):   # identical builds: their spread is the noise
            projection(separate, both)
        print(f"  µs/call, medians: baseline alone {st.median(r['a'][0] for r in rounds):.0f}, "
              f"in one JVM {st.median(r['ab'][0] for r in rounds):.0f}")


main()
