"""Each second, each CPU's busy share and steal, appended to the file given: whether another process or the host was
busy while a benchmark ran, which slows a pinned CPU on a shared VM. Runs until killed.

    python3 junit-sdkbench/bench/cpu-load.py cpu-load.log &
"""
import sys
import time


def read():
    return {line.split()[0]: list(map(int, line.split()[1:])) for line in open("/proc/stat")
            if line.startswith("cpu") and line[3].isdigit()}


out = open(sys.argv[1], "a")
prev = read()
while True:
    time.sleep(1)
    cur = read()
    row = []
    for cpu in sorted(cur):
        d = [b - a for a, b in zip(prev[cpu], cur[cpu])]
        total = sum(d[:8]) or 1
        row.append(f"{cpu} busy {100 * (total - d[3] - d[4]) / total:.0f}% steal {100 * d[7] / total:.0f}%")
    out.write(time.strftime("%H:%M:%S ") + "  ".join(row) + "\n")
    out.flush()
    prev = cur
