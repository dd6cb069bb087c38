#!/usr/bin/env python3
"""Runs one job of a GitHub Actions workflow on this machine, its own `run:` steps as the runner runs them.

Each `run:` step runs in the workspace under `bash -e -c`, with the workflow's, the job's and the step's `env:` on top
of this process's environment (GITHUB_STEP_SUMMARY, RUNNER_TEMP and the like are the caller's to set). A step runs
while no earlier one failed, or always with `if: always()`; any other condition is refused, as is a `${{ }}`
expression inside a `run:` (the workflow passes those through `env:`, where --value gives each one's value here).
Steps that use an action (checkout, setup-java, upload-artifact) are listed and left out: the caller does their part.

Usage: run-job.py WORKFLOW JOB WORKSPACE RESULTS.json [--value EXPRESSION=VALUE ...]
Writes RESULTS.json, a list of {name, run, exit} (exit null: an action's or a skipped step's), and exits 1 when a
step failed, as the job would.
"""
import argparse
import json
import os
import re
import subprocess
import sys

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def resolve(env, values):
    """The env block with each ${{ expression }} replaced by its --value."""
    def value(match):
        if match.group(1) not in values:
            sys.exit(f"run-job: no --value for ${{{{ {match.group(1)} }}}}: give it as --value '{match.group(1)}=...'")
        return values[match.group(1)]
    return {key: EXPRESSION.sub(value, str(text)) for key, text in (env or {}).items()}


def runs(step, failed):
    condition = str(step.get("if", "success()")).strip()
    if condition not in ("success()", "always()"):
        sys.exit(f"run-job: step {step.get('name')!r} has if: {condition}; only success() and always() run here")
    return condition == "always()" or not failed


def run_step(step, env, workspace):
    if "${{" in step["run"]:
        sys.exit(f"run-job: step {step.get('name')!r} has a ${{{{ }}}} in its run:; pass it through env:")
    print(f"run-job: {step.get('name')}: {step['run']}", flush=True)
    return subprocess.run(["bash", "-e", "-c", step["run"]], cwd=workspace, env=env).returncode


def main():
    parser = argparse.ArgumentParser()
    for name in ("workflow", "job", "workspace", "results"):
        parser.add_argument(name)
    parser.add_argument("--value", action="append", default=[])
    args = parser.parse_args()
    values = dict(v.split("=", 1) for v in args.value)
    with open(args.workflow, encoding="utf-8") as f:
        flow = yaml.safe_load(f)
    job = flow["jobs"][args.job]
    env = {**os.environ, **resolve(flow.get("env"), values), **resolve(job.get("env"), values)}
    failed, results = False, []
    for step in job["steps"]:
        name = step.get("name", step.get("uses"))
        code = None
        if "run" not in step:
            print(f"run-job: {name}: an action, left out here")
        elif runs(step, failed):
            code = run_step(step, {**env, **resolve(step.get("env"), values)}, args.workspace)
            failed = failed or code != 0
        results.append({"name": name, "run": step.get("run"), "exit": code})
    with open(args.results, "w", encoding="utf-8") as f:
        json.dump(results, f, indent=1)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
