#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when missing (as root), or say what to do.
set -euo pipefail
BIN="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$BIN" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing it with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$BIN" ] && exit 0
fi
echo "Chromium was not found at $BIN. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
