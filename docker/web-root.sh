#!/bin/sh
# Assembles the web image's root file system in /rootfs (the image is built FROM scratch on it): Debian's nginx
# with the brotli_static module, the shared libraries both load, busybox for the start script and the health check,
# and the folders nginx writes to, owned by the user it runs as (65534). Nothing else: no Node, no package manager.
set -eu
R=/rootfs
mkdir -p "$R/bin" "$R/usr/sbin" "$R/etc/nginx" "$R/usr/lib/nginx/modules" "$R/var/lib/nginx" "$R/var/log/nginx" \
  "$R/run/portal" "$R/tmp" "$R/usr/share/portal"
cp /usr/sbin/nginx "$R/usr/sbin/"
cp /usr/lib/nginx/modules/ngx_http_brotli_static_module.so "$R/usr/lib/nginx/modules/"
cp /etc/nginx/mime.types "$R/etc/nginx/"
cp /bin/busybox "$R/bin/"
for applet in sh awk grep mkdir wget; do ln -s busybox "$R/bin/$applet"; done
# Every library nginx and the module link against, and the dynamic loader, at the paths they are looked up by.
for binary in /usr/sbin/nginx /usr/lib/nginx/modules/ngx_http_brotli_static_module.so; do
  ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'
done | sort -u | while read -r lib; do
  mkdir -p "$R$(dirname "$lib")"
  cp -L "$lib" "$R$lib"
done
printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n' >"$R/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' >"$R/etc/group"
chown -R 65534:65534 "$R/var/lib/nginx" "$R/var/log/nginx" "$R/run" "$R/tmp"
chmod 1777 "$R/tmp"
# The assembled nginx starts and reads its modules (the configuration is checked in the web stage).
chroot "$R" /usr/sbin/nginx -V 2>&1 | head -n 1
