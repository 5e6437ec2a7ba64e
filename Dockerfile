# The stub's image (docker-compose.yml: `target: stub`; the portal's web server is docker/web.Dockerfile, a file of
# its own so that neither build walks the other's stages). Built in stages so that the runtime carries neither the
# toolchain, the dev dependencies nor the sources, and so that a change of the sources re-runs only small steps on
# small file systems (docs/decisions/0035-serving-the-portal.md). What that takes with the classic builder on the vfs
# storage driver, where every stage before the target is built and each stage a `COPY --from` reads is copied whole:
# - the install sees only the manifests (a source change never reinstalls) and keeps only its output, /image;
# - one stage FROM scratch, server-image, reads that output out of the install stage (toolchain and all) once per
#   build; every other stage copies from it or from the small source stage, never from the install;
# - the runtime is FROM scratch, its fixed layers and its settings first, the app last.

# The toolchain: better-sqlite3 compiles from source (no prebuilt binary can be fetched); the CJK font.
FROM node:20-bookworm-slim AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/*

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

# The stub's dependencies (pnpm at the version package.json names), the Prisma client, and from them
# (apps/server/scripts/image.mjs, docker/rootfs.sh): /image/root Node with the libraries it and the native addons
# load, CA certificates (the build base's, else Node's own), /tmp; /image/runtime the files of node_modules the stub
# can load; /image/tools what its build needs besides (esbuild, the Prisma client); /image/font the PDF's font.
# node-gyp builds against the image's own Node headers; nothing is downloaded but the packages. The install itself,
# pnpm's store and caches, and the toolchain's packages are removed in the same step: on vfs the stage is read whole
# by server-image at every build, and what a later layer removes is not read.
FROM toolchain AS server-install
COPY --from=server-manifests /app/ /app/
RUN cd /app \
 && npm install -g "$(node -p "require('./package.json').packageManager")" \
 && npm_config_nodedir=/usr/local pnpm install --frozen-lockfile --filter @portal/server... \
 && pnpm --filter @portal/server db:generate \
 && node apps/server/scripts/image.mjs dependencies /image \
 && sh docker/rootfs.sh /image/root "$(command -v node)" --libraries-of $(find /image/runtime -name '*.node') \
 && mkdir -p /image/root/tmp /image/root/etc/ssl/certs /image/font \
 && chmod 1777 /image/root/tmp \
 && { cp /etc/ssl/certs/ca-certificates.crt /image/root/etc/ssl/certs/ 2>/dev/null \
      || node -p "require('node:tls').rootCertificates.join('\\n')" >/image/root/etc/ssl/certs/ca-certificates.crt; } \
 && cp /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /image/font/ \
 && store=$(pnpm store path) && cd / && rm -rf /app "$store" /root/.cache /root/.npm \
 && apt-get purge -y --auto-remove python3 make g++ fonts-noto-cjk

# The install's output alone (~250 MB): what the builder and the runtime copy from.
FROM scratch AS server-image
COPY --from=server-install /image/ /image/

# The stub's sources.
FROM scratch AS server-src
COPY pnpm-workspace.yaml tsconfig.base.json /app/
COPY prisma/ /app/prisma/
COPY fixtures/ /app/fixtures/
COPY packages/contract/ /app/packages/contract/
COPY apps/server/ /app/apps/server/

# The compiled stub, checked against the files the image holds, and its seeded template (image.mjs app).
FROM scratch AS stub-build
COPY --from=server-image /image/root/ /
COPY --from=server-image /image/runtime/ /app/
COPY --from=server-image /image/tools/ /app/
COPY --from=server-src /app/ /app/
RUN ["/usr/local/bin/node", "/app/apps/server/scripts/image.mjs", "app", "/image/app"]

# The stub: Node and its libraries, the files of node_modules it loads, the compiled server, migrations, fixtures,
# the seeded template and the PDF's font. No shell, no package manager; one Node process, nothing built at start.
FROM scratch AS stub
COPY --from=server-image /image/root/ /
COPY --from=server-image /image/runtime/ /app/
COPY --from=server-image /image/font/ /app/
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
