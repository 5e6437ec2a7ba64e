# One image definition for both services of docker-compose.yml: `target: stub` and `target: web`.
FROM node:20-bookworm-slim AS base
# better-sqlite3 compiles from source when no prebuilt binary can be fetched; the component-cost PDF needs a CJK font.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ fontconfig fonts-noto-cjk \
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
COPY . .
RUN pnpm --filter @portal/server db:generate && pnpm --filter @portal/server build
# The seeded template in the image's cache (node_modules/.cache/stub-databases): a container's first start on an empty
# volume copies it instead of migrating and seeding (docs/dev-kit.md "Cold start").
RUN pnpm --filter @portal/server db:template

FROM base AS stub
# Production logging: one JSON line per request (apps/server/src/logging.ts).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_URL=file:/data/stub.db STORAGE_DIR=/data/storage
EXPOSE 3000
# One Node process: the bundle built above, rebuilt only if a source is newer (docs/decisions/0023-cold-start.md).
CMD ["node", "apps/server/scripts/start.mjs"]

FROM base AS web
ENV WEB_HOST=0.0.0.0 WEB_PORT=5173
EXPOSE 5173
# Built when the container starts, so VITE_API_BASE_URL of the compose file decides the target.
CMD ["sh", "-c", "pnpm --filter @portal/web build && pnpm --filter @portal/web preview"]
