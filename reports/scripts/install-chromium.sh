#!/usr/bin/env bash
# Installs Debian's chromium package when it is missing: the HTML report's browser test
# (reports' integration tests) renders the report in headless Chromium. Idempotent: does nothing
# when chromium is already on the PATH, and refreshes apt's lists only when the package is unknown.
set -euo pipefail

if command -v chromium >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "install-chromium: chromium is missing and this user is not root and has no sudo; install Debian's chromium package" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# Refresh the lists when they offer no candidate: a fresh image has none, and a removed package
# stays known to apt-cache without being installable.
candidate=$(apt-cache policy chromium 2>/dev/null | awk '/Candidate:/ { print $2 }')
if [ -z "$candidate" ] || [ "$candidate" = "(none)" ]; then
  "${as_root[@]}" apt-get update -q
fi
"${as_root[@]}" apt-get install -y -q --no-install-recommends chromium fonts-dejavu-core
command -v chromium >/dev/null
