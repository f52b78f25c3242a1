#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium; Playwright cannot download a browser here.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> Chromium is missing: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Chromium was not found at $chromium_path." >&2
echo "Install it (Debian: 'sudo apt-get install chromium') or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
