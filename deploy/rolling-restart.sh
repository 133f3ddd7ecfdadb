#!/bin/sh
# Restarts the running Tramita instances (deploy/tramita@.service) one at a time, waiting for
# each to answer /readyz before the next, so nginx always has one to send requests to. Used
# after a release (scripts/release-site.ts, RELEASE_RELOAD_COMMAND). READY_WITHIN_SECONDS
# (default 60) is how long an instance may take to answer before the restarts stop there.
set -eu
ready_within=${READY_WITHIN_SECONDS:-60}
for unit in $(systemctl list-units 'tramita@*.service' --state=active --plain --no-legend | awk '{print $1}'); do
  port=${unit#tramita@}
  port=${port%.service}
  systemctl restart "$unit"
  tries=0
  until curl -fs -o /dev/null "http://127.0.0.1:$port/readyz"; do
    tries=$((tries + 1))
    if [ "$tries" -ge "$ready_within" ]; then
      echo "rolling-restart: $unit not ready after $ready_within s; the other instances keep their release" >&2
      exit 1
    fi
    sleep 1
  done
done
