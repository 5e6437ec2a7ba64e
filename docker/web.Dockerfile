# The portal's web server (docker-compose.yml: `dockerfile: docker/web.Dockerfile`, `target: web`): nginx serving the
# built portal, FROM scratch. A file of its own, apart from the stub's Dockerfile: the classic builder builds every
# stage before the target, and on the vfs storage driver each stage a `COPY --from` reads is copied whole, so in one
# file either image's build would walk the other's stages (docs/decisions/0035-serving-the-portal.md). The same
# shape as the stub's: the install sees only the manifests and keeps only its output; the sources are gathered in a
# stage FROM scratch and copied in one step onto a builder that holds Node and the install; the runtime's fixed
# layers come first and the portal last.

# What the portal's install depends on.
FROM scratch AS web-manifests
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml /app/
COPY apps/web/package.json /app/apps/web/
COPY packages/contract/package.json /app/packages/contract/
COPY patches/ /app/patches/
COPY docker/rootfs.sh /app/docker/

# The portal's dependencies (pnpm at the version package.json names; nothing compiles, so no toolchain), and in
# /image/root Node with the libraries it and the build's native addons load (rolldown, lightningcss, Tailwind's
# oxide: librt besides Node's own), for the build step to run on, with the install moved to /image/root/app. What
# the build never reads is removed in the same step: pnpm's store and caches, type declarations and docs (a third of
# the install's 24,000 files), the repository's linter (a 97 MB binary). On vfs the stage is read whole by web-build
# at every build, and each step of web-build copies its file system, so its files count twice.
FROM node:20-bookworm-slim AS web-install
COPY --from=web-manifests /app/ /app/
RUN cd /app \
 && npm install -g "$(node -p "require('./package.json').packageManager")" \
 && pnpm install --frozen-lockfile --filter @portal/web... \
 && sh docker/rootfs.sh /image/root "$(command -v node)" --libraries-of $(find node_modules -name '*.node') \
 && mkdir -p /image/root/tmp \
 && chmod 1777 /image/root/tmp \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.md' \) -delete \
 && rm -rf node_modules/.pnpm/@biomejs+* \
 && store=$(pnpm store path) && cd / && mv /app /image/root/app && rm -rf "$store" /root/.cache /root/.npm

# The portal's sources and its build step.
FROM scratch AS web-src
COPY tsconfig.base.json /app/
COPY docker/build-portal.mjs /app/docker/
COPY packages/contract/ /app/packages/contract/
COPY apps/web/ /app/apps/web/

# The portal, built once with its API target and password key, every text file beside a brotli and a gzip copy.
# The arguments come first, on the empty stage: each instruction copies the stage's file system on the vfs driver, and
# a changed value misses the cache only at the build step that reads it, not at the copies.
FROM scratch AS web-build
ARG VITE_API_BASE_URL=
ARG PASSWORD_AES_KEY=Sup9l1erP0rtal!K
COPY --from=web-install /image/root/ /
COPY --from=web-src /app/ /app/
RUN ["/usr/local/bin/node", "/app/docker/build-portal.mjs"]

# nginx and what it needs, gathered into /rootfs (docker/web-root.sh).
FROM node:20-bookworm-slim AS web-root
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static busybox-static \
 && rm -rf /var/lib/apt/lists/*
COPY docker/web-root.sh docker/rootfs.sh /usr/local/bin/
RUN sh /usr/local/bin/web-root.sh

# The portal: static files and the /basic proxy, from nginx (docker/nginx.conf). No Node in this image.
FROM scratch AS web
COPY --from=web-root /rootfs/ /
COPY docker/nginx.conf /etc/nginx/nginx.conf
COPY docker/web-entrypoint.sh /web-entrypoint.sh
ENV PATH=/usr/sbin:/bin LD_LIBRARY_PATH=/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu
USER 65534
EXPOSE 5173
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=5 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:5173/login"]
ENTRYPOINT ["sh", "/web-entrypoint.sh"]
COPY --from=web-build /app/apps/web/dist/ /usr/share/portal/
