#!/bin/sh
# Usage: rootfs.sh ROOT FILE... [--libraries-of FILE...]
# Copies each FILE into ROOT at its own path, and every shared library a FILE or a --libraries-of FILE links against
# (ldd: the whole chain) with the dynamic loader, at the paths they are looked up by: what a program needs to run in
# an image built FROM scratch on ROOT. A --libraries-of FILE itself is not copied (a native addon comes with its
# package), nor is a library inside node_modules (its package brings it too). Used for nginx (docker/web-root.sh), for
# Node and the stub's native addons (Dockerfile, stage server-install) and for Node and the portal build's
# (docker/web.Dockerfile, stage web-install).
set -eu
root=$1
shift
copy() {
  mkdir -p "$root$(dirname "$1")"
  cp -L "$1" "$root$1"
}
copied=true
for file in "$@"; do
  if [ "$file" = --libraries-of ]; then
    copied=false
    continue
  fi
  if $copied; then copy "$file"; fi
  ldd "$file" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'
done | sort -u | grep -v '/node_modules/' | while read -r lib; do copy "$lib"; done
