# The stub and the portal's web server (docker-compose.yml: `target: stub`, `target: web`), built in stages so that
# neither runtime carries the toolchain, the dev dependencies or the sources, and so that a change of the sources
# re-runs only small steps (docs/decisions/0035-serving-the-portal.md):
# - each install sees only the manifests of its app (a source change never reinstalls);
# - the sources are gathered in stages FROM scratch, then copied in one step onto a builder that holds Node and what
#   the build loads, not the whole install; the runtimes are FROM scratch too, their fixed layers first.
# Stages are in the order the classic builder (docker-compose 1.29) builds them: everything up to the target.

# The toolchain: better-sqlite3 compiles from source (no prebuilt binary can be fetched); pnpm; the CJK font.
FROM node:20-bookworm-slim AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/* \
 && npm install -g pnpm@10.34.8

# What the stub's install depends on: its and the contract's manifests, the lockfile, the patches, the Prisma schema
# and the TypeScript settings the generated client follows (without them Prisma writes `.ts` import extensions).
FROM scratch AS server-manifests
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json /app/
COPY apps/server/package.json apps/server/tsconfig.json /app/apps/server/
COPY apps/server/scripts/image.mjs /app/apps/server/scripts/
COPY packages/contract/package.json /app/packages/contract/
COPY patches/ /app/patches/
COPY prisma/schema.prisma /app/prisma/
COPY docker/rootfs.sh /app/docker/

# The stub's dependencies, the Prisma client, and from them (apps/server/scripts/image.mjs, docker/rootfs.sh):
# /image/root Node with the libraries it and the native addons load, CA certificates (the build base's, else Node's
# own), /tmp; /image/runtime the files of node_modules the stub can load; /image/tools what its build needs besides
# (esbuild, the Prisma client). node-gyp builds against the image's own Node headers; nothing is downloaded.
FROM toolchain AS server-install
COPY --from=server-manifests /app/ /app/
RUN cd /app \
 && npm_config_nodedir=/usr/local pnpm install --frozen-lockfile --filter @portal/server... \
 && pnpm --filter @portal/server db:generate \
 && node apps/server/scripts/image.mjs dependencies /image \
 && sh docker/rootfs.sh /image/root "$(command -v node)" --libraries-of $(find /image/runtime -name '*.node') \
 && mkdir -p /image/root/tmp /image/root/etc/ssl/certs \
 && chmod 1777 /image/root/tmp \
 && { cp /etc/ssl/certs/ca-certificates.crt /image/root/etc/ssl/certs/ 2>/dev/null \
      || node -p "require('node:tls').rootCertificates.join('\\n')" >/image/root/etc/ssl/certs/ca-certificates.crt; }

# The stub's sources.
FROM scratch AS server-src
COPY pnpm-workspace.yaml tsconfig.base.json /app/
COPY prisma/ /app/prisma/
COPY fixtures/ /app/fixtures/
COPY packages/contract/ /app/packages/contract/
COPY apps/server/ /app/apps/server/

# The compiled stub, checked against the files the image holds, and its seeded template (image.mjs app).
FROM scratch AS stub-build
COPY --from=server-install /image/root/ /
COPY --from=server-install /image/runtime/ /app/
COPY --from=server-install /image/tools/ /app/
COPY --from=server-src /app/ /app/
RUN ["/usr/local/bin/node", "/app/apps/server/scripts/image.mjs", "app", "/image/app"]

# The stub: Node and its libraries, the files of node_modules it loads, the compiled server, migrations, fixtures,
# the seeded template and the PDF's font. No shell, no package manager; one Node process, nothing built at start.
FROM scratch AS stub
COPY --from=server-install /image/root/ /
COPY --from=server-install /image/runtime/ /app/
COPY --from=toolchain /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /app/
WORKDIR /app
# Production logging: one JSON line per request (apps/server/src/logging.ts). The PDF's font is the copied file.
ENV PATH=/usr/local/bin LD_LIBRARY_PATH=/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu \
    NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt NODE_ENV=production HOST=0.0.0.0 PORT=3000 \
    DATABASE_URL=file:/data/stub.db STORAGE_DIR=/data/storage CJK_FONT_PATH=/app/NotoSansCJK-Regular.ttc
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.cjs"]
COPY --from=stub-build /image/app/ /app/

# What the portal's install depends on.
FROM scratch AS web-manifests
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml /app/
COPY apps/web/package.json /app/apps/web/
COPY packages/contract/package.json /app/packages/contract/
COPY patches/ /app/patches/
COPY docker/rootfs.sh /app/docker/

# The portal's dependencies, and in /image/root Node with the libraries it and the build's native addons load
# (rolldown, lightningcss, Tailwind's oxide: librt besides Node's own), for the build step to run on.
FROM toolchain AS web-install
COPY --from=web-manifests /app/ /app/
RUN cd /app \
 && pnpm install --frozen-lockfile --filter @portal/web... \
 && sh docker/rootfs.sh /image/root "$(command -v node)" --libraries-of $(find node_modules -name '*.node') \
 && mkdir -p /image/root/tmp \
 && chmod 1777 /image/root/tmp

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
COPY --from=web-install /app/ /app/
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
