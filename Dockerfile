# The stub and the portal's web server (docker-compose.yml: `target: stub`, `target: web`), built in stages so that
# neither runtime carries the toolchain, the dev dependencies or the sources (docs/decisions/0035-serving-the-portal.md).

# The toolchain and every dependency: better-sqlite3 compiles from source (no prebuilt binary can be fetched).
FROM node:20-bookworm-slim AS deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ brotli fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.8
# node-gyp builds against the image's own Node headers (under /usr/local here); nothing is downloaded.
ENV npm_config_nodedir=/usr/local
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
# pnpm applies these to their packages while it installs (pnpm-workspace.yaml `patchedDependencies`).
COPY patches/ patches/
RUN pnpm install --frozen-lockfile
COPY tsconfig.base.json ./
COPY packages/contract/ packages/contract/

# The compiled stub, what it loads (scripts/build.mjs --runtime) and its seeded template.
FROM deps AS stub-build
COPY prisma/ prisma/
COPY fixtures/ fixtures/
COPY apps/server/ apps/server/
RUN pnpm --filter @portal/server db:generate \
 && node apps/server/scripts/build.mjs --runtime /runtime \
 && pnpm --filter @portal/server db:template \
 && mkdir -p /runtime/node_modules/.cache /runtime/prisma \
 && cp -r node_modules/.cache/stub-databases /runtime/node_modules/.cache/ \
 && cp -r pnpm-workspace.yaml fixtures /runtime/ \
 && cp -r prisma/schema.prisma prisma/migrations /runtime/prisma/ \
 && cp /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /runtime/

# The stub: Node, the compiled server and the files it loads; one Node process, no package manager in the start.
FROM node:20-bookworm-slim AS stub
WORKDIR /app
COPY --from=stub-build /runtime/ ./
# Production logging: one JSON line per request (apps/server/src/logging.ts). The PDF's font is the copied file.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_URL=file:/data/stub.db STORAGE_DIR=/data/storage \
    CJK_FONT_PATH=/app/NotoSansCJK-Regular.ttc
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.mjs"]

# The portal, built once with its API target and password key, every text file beside a brotli and a gzip copy.
FROM deps AS web-build
ARG VITE_API_BASE_URL=
ARG PASSWORD_AES_KEY=Sup9l1erP0rtal!K
COPY apps/web/ apps/web/
RUN VITE_API_BASE_URL="$VITE_API_BASE_URL" PASSWORD_AES_KEY="$PASSWORD_AES_KEY" pnpm --filter @portal/web build \
 && find apps/web/dist -type f \( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' -o -name '*.json' \) \
      -size +1k -exec brotli -q 11 -k {} \; -exec gzip -9 -k {} \;

# nginx and what it needs, gathered into /rootfs (docker/web-root.sh).
FROM node:20-bookworm-slim AS web-root
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static busybox-static \
 && rm -rf /var/lib/apt/lists/*
COPY docker/web-root.sh /usr/local/bin/
RUN sh /usr/local/bin/web-root.sh

# The portal: static files and the /basic proxy, from nginx (docker/nginx.conf). No Node in this image.
FROM scratch AS web
COPY --from=web-root /rootfs/ /
COPY docker/nginx.conf /etc/nginx/nginx.conf
COPY docker/web-entrypoint.sh /web-entrypoint.sh
COPY --from=web-build /app/apps/web/dist/ /usr/share/portal/
ENV PATH=/usr/sbin:/bin LD_LIBRARY_PATH=/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu
USER 65534
EXPOSE 5173
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=5 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:5173/login"]
ENTRYPOINT ["sh", "/web-entrypoint.sh"]
