#!/usr/bin/env bash
# Checks deploy/nginx.conf with `nginx -t` outside Docker: the compose service
# names (node1..3) do not resolve here, so a copy with loopback addresses is
# tested, in a temporary prefix (no system service, nothing left behind).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
command -v nginx >/dev/null || { echo "nginx not found (Debian: apt-get install -y nginx-core)" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/logs"
sed 's/server node\([0-9]\):3000/server 127.0.0.1:300\1/' "$here/nginx.conf" > "$tmp/nginx.conf"
nginx -t -p "$tmp" -c "$tmp/nginx.conf" -e "$tmp/logs/error.log" -g "pid $tmp/nginx.pid;"
