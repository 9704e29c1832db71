#!/usr/bin/env bash
# Specmatic (npm run test:specmatic) runs its jar on Java 17 or later: Debian's runtime, installed
# when missing (as root), as apps/web/scripts/ensure-chromium.sh installs Chromium; or say what to do.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Java is missing: installing default-jre-headless with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  command -v java >/dev/null 2>&1 && exit 0
fi
echo "Java was not found. Install a Java 17+ runtime (Debian: sudo apt-get install -y default-jre-headless)." >&2
exit 1
