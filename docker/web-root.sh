#!/bin/sh
# Assembles the web image's root file system in /rootfs (the image is built FROM scratch on it): Debian's nginx
# with the brotli_static module, the shared libraries both load, busybox for the start script and the health check,
# and the folders nginx writes to, owned by the user it runs as (65534). Nothing else: no Node, no package manager.
set -eu
R=/rootfs
mkdir -p "$R/bin" "$R/etc/nginx" "$R/var/lib/nginx" "$R/var/log/nginx" "$R/run/portal" "$R/tmp" "$R/usr/share/portal"
# nginx and the module, with every library they link against (docker/rootfs.sh).
sh "$(dirname "$0")/rootfs.sh" "$R" /usr/sbin/nginx /usr/lib/nginx/modules/ngx_http_brotli_static_module.so
cp /etc/nginx/mime.types "$R/etc/nginx/"
cp /bin/busybox "$R/bin/"
for applet in sh awk grep mkdir wget; do ln -s busybox "$R/bin/$applet"; done
printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n' >"$R/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' >"$R/etc/group"
chown -R 65534:65534 "$R/var/lib/nginx" "$R/var/log/nginx" "$R/run" "$R/tmp"
chmod 1777 "$R/tmp"
# The assembled nginx starts and reads its modules (the configuration is checked in the web stage).
chroot "$R" /usr/sbin/nginx -V 2>&1 | head -n 1
