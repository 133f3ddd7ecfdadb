#!/usr/bin/env bash
# Installs a Debian package the tests need when its command is missing, e.g.
#   scripts/ensure-debian-package.sh chromium chromium        (browser tests, Lighthouse)
#   scripts/ensure-debian-package.sh pdftotext poppler-utils  (quote PDF tests)
# Idempotent: prints nothing and exits 0 when the command is already there.
set -euo pipefail

command_name=${1:?usage: ensure-debian-package.sh COMMAND PACKAGE}
package=${2:?usage: ensure-debian-package.sh COMMAND PACKAGE}

if command -v "$command_name" >/dev/null 2>&1; then
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  echo "ensure-debian-package: $command_name is missing and we are neither root nor able to sudo." >&2
  echo "ensure-debian-package: install it yourself: apt-get update && apt-get install -y $package" >&2
  exit 1
fi

echo "ensure-debian-package: $command_name not found, installing $package with apt-get..." >&2
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "$package"

if ! command -v "$command_name" >/dev/null 2>&1; then
  echo "ensure-debian-package: apt-get finished but $command_name is still missing." >&2
  exit 1
fi
