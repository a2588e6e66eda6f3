# syntax=docker/dockerfile:1
#
# The production image of Orchestra Classroom: the CMS (Strapi 5) serving the admin panel, REST,
# GraphQL and the teachers' site from one port (docs/deploy.md).
#
#   docker build -t orchestra-classroom .
#
# Not built on the machines this project is developed on (base images cannot be pulled there): see
# docs/deploy.md, "The image", for what was checked instead.
#
# What runs is what the tests run: the entry point is `node --expose-gc scripts/serve.js` in
# apps/cms, the command `npm start` (scripts/start.mjs) spawns once it has installed and built, and
# the one the CMS's process tests start (apps/cms/tests/helpers/cms-process.ts). With NODE_ENV=production
# it seeds no demo, creates no development logins and refuses to start without real secrets.

# ---------------------------------------------------------------------------------------------
# Build: `npm ci` in each app (exactly its lockfile, or the build fails), then the project's own
# build steps (scripts/lib/project.mjs, as `npm start` runs them): `strapi build` (the CMS and its admin panel) and the
# site's build (GraphQL types from apps/web/schema.graphql, React Router's client and server builds,
# the service worker). The full Debian image has python3, make and g++ for a native module that has
# no prebuilt binary (better-sqlite3, bcrypt, sharp normally download theirs).
# ---------------------------------------------------------------------------------------------
FROM node:20-bookworm AS build
WORKDIR /app
# No NODE_ENV here: `npm ci` would then leave out the build tools (TypeScript, Vite...).
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 STRAPI_TELEMETRY_DISABLED=true

# Dependencies first, so that a change to the code does not install everything again.
COPY apps/cms/package.json apps/cms/package-lock.json apps/cms/
COPY apps/web/package.json apps/web/package-lock.json apps/web/
RUN cd apps/cms && npm ci --no-audit --no-fund --loglevel=error
RUN cd apps/web && npm ci --no-audit --no-fund --loglevel=error

# The sources (.dockerignore keeps out node_modules, builds, data, backups and the tests' output).
COPY . .
RUN node --input-type=module -e "const p = await import('./scripts/lib/project.mjs'); await p.ensureCmsBuilt(); await p.ensureWebBuilt();"

# The CMS's production dependencies only: no TypeScript, Vitest, maildev...
RUN cd apps/cms && npm prune --omit=dev --no-audit --no-fund --loglevel=error

# What runs, laid out as in the repository (the CMS finds the site's build at ../web/build, and the
# operations scripts find the CMS at apps/cms):
#   apps/cms: package.json, dist/ (the compiled server and config, and dist/build, the admin panel),
#             node_modules/ (production only), scripts/serve.js, network-check/ (the /check-network
#             samples), admin-labels/ (the admin panel's labels and help text, read at every start), demo/ (the demo's data files, read from the app's root when a start seeds the
#             demo: SEED_DEMO outside production), and the content model's schema files (src/api/**/schema.json,
#             src/components/**/*.json), which the integrity check of the backup scripts reads;
#   apps/web/build: the site (build/client, the browser's files; build/server/index.js, its request
#             handler, which carries React and the site's code, so no apps/web/node_modules);
#   scripts: backup, restore, check-database, sqlite-to-postgres and their helpers (docs/deploy.md).
RUN set -eux; \
    out=/out/app; \
    mkdir -p "$out/apps/cms/scripts" "$out/apps/web" "$out/scripts/lib"; \
    cp -a apps/cms/package.json apps/cms/package-lock.json apps/cms/tsconfig.json apps/cms/favicon.png apps/cms/dist apps/cms/node_modules apps/cms/network-check apps/cms/admin-labels apps/cms/demo "$out/apps/cms/"; \
    cp -a apps/cms/scripts/serve.js "$out/apps/cms/scripts/"; \
    (cd apps/cms && find src/api src/components -name '*.json' -exec cp --parents {} "$out/apps/cms/" \;); \
    cp -a apps/web/build "$out/apps/web/"; \
    cp -a package.json "$out/"; \
    cp -a scripts/backup.mjs scripts/restore.mjs scripts/check-database.mjs scripts/sqlite-to-postgres.mjs "$out/scripts/"; \
    cp -a scripts/lib/project.mjs scripts/lib/data-store.mjs scripts/lib/integrity.mjs "$out/scripts/lib/"; \
    rm -f "$out/apps/cms/dist/tsconfig.tsbuildinfo"

# ---------------------------------------------------------------------------------------------
# Runtime: Debian bookworm slim (the same glibc as the build stage, so the native modules built or
# downloaded there load here), Node 20, no compilers, no package manager cache, not root.
# ---------------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    STRAPI_TELEMETRY_DISABLED=true
# The code belongs to root and cannot be changed by the server; the data folder belongs to the
# `node` user (uid 1000) the server runs as. With PostgreSQL and S3_BUCKET (the compose file) it holds
# nothing that must last; without S3_BUCKET it holds the uploads (DATA_DIR/public/uploads): then mount
# a volume there, shared by every instance (docs/deploy.md).
COPY --from=build /out/app /app
RUN mkdir -p /data/public/uploads && chown -R node:node /data
USER node
WORKDIR /app/apps/cms
EXPOSE 8080
# Strapi's own health route answers 204 once the server listens (after migrations and bootstrap).
# A first start on an empty database migrates it, and instances start one at a time (the start
# lock), hence the long start period.
HEALTHCHECK --interval=15s --timeout=5s --start-period=180s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/_health').then((r) => process.exit(r.status === 204 ? 0 : 1), () => process.exit(1))"]
# SIGTERM stops the server cleanly (one process), or every worker (CMS_PROCESSES > 1, within 30 s).
STOPSIGNAL SIGTERM
CMD ["node", "--expose-gc", "scripts/serve.js"]
