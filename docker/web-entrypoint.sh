#!/bin/sh
# The web image's start: writes where the stub is (STUB_URL, default http://stub:3000, compose's service) and the
# resolver that finds it (the container's own, from /etc/resolv.conf), then runs nginx in the foreground.
set -eu
stub=${STUB_URL:-http://stub:3000}
stub=${stub%/}
# Only a scheme, a host and a port: the value is written into nginx's configuration.
if ! printf '%s' "$stub" | grep -Eq '^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$'; then
  echo "web: STUB_URL must be http(s)://host[:port], not '$stub'" >&2
  exit 1
fi
resolver=$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)
case $resolver in *:*) resolver="[$resolver]" ;; esac
mkdir -p /run/portal
{
  if [ -n "$resolver" ]; then echo "resolver $resolver valid=10s;"; fi
  echo "set \$stub \"$stub\";"
} >/run/portal/stub.conf
exec nginx -g 'daemon off;'
