#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium; Playwright cannot download a browser here. They prefer the package
# chromium-headless-shell (the same Chromium release without the desktop browser around it: the suite runs in about
# two thirds of the time), and fall back to the full chromium package, which one test needs anyway for a profile
# setting the shell does not read (see tests/helpers/chromium.ts).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "CHROMIUM_PATH is $CHROMIUM_PATH, which is not an executable file." >&2
  exit 1
fi
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> Installing Debian's ${missing[*]} for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" fonts-dejavu-core >/dev/null
  exit 0
fi
if [ ${#missing[@]} -eq 2 ]; then
  echo "No Chromium was found (/usr/bin/chromium-headless-shell or /usr/bin/chromium)." >&2
  echo "Install them (Debian: 'sudo apt-get install chromium-headless-shell chromium') or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "==> Debian's ${missing[*]} is not installed and this user cannot install it: the browser tests run," \
  "but slower without the headless shell, and without the full browser one test is skipped (it says why)."
