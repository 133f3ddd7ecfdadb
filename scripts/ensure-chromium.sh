#!/usr/bin/env bash
# Installs Debian's chromium (used by Lighthouse and Playwright) when it is missing.
# Idempotent: prints nothing and exits 0 when /usr/bin/chromium already exists.
set -euo pipefail

CHROMIUM_BIN=/usr/bin/chromium

if [[ -x "$CHROMIUM_BIN" ]]; then
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  echo "ensure-chromium: $CHROMIUM_BIN is missing and we are not root and sudo is unavailable." >&2
  echo "ensure-chromium: install it yourself: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

echo "ensure-chromium: $CHROMIUM_BIN not found, installing chromium with apt-get..." >&2
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium

if [[ ! -x "$CHROMIUM_BIN" ]]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM_BIN is still missing." >&2
  exit 1
fi
