# Marea's production image (issue 18, docs/operations.md, docs/decisions/120).
#
#   docker build -t marea .
#   docker run -p 3000:3000 -v marea-data:/data -e SESSION_SECRET=… marea
#
# Two stages on the same Node 24 base: `build` installs every dependency and runs `npm run build`;
# `runtime` holds only what the server reads when it runs (build/, content/, drizzle/ and the
# production dependencies). tests/process/runtime-layout.test.ts reads this file's runtime COPY
# lines and CMD, builds the same layout in a temporary folder and starts it, so a file the server
# needs and this list lacks fails `npm test` even where Docker is not available.

# The same Node as the `node` devDependency that npm scripts run (package.json `engines`).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# `npm ci` through npm 10 (docs/decisions/013): newer npm refuses this lockfile in `npm ci`.
COPY package.json package-lock.json ./
RUN npx --yes npm@10.9.9 ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# tini as pid 1 forwards signals to Node and reaps zombies; a SIGTERM that arrives before the
# server has installed its handler (during migrations) still stops the container.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  MALLOC_ARENA_MAX=2 \
  DATA_DIR=/data
# Production dependencies only, with npm 10 as in the build stage; npm's cache is not kept.
COPY package.json package-lock.json ./
RUN npx --yes npm@10.9.9 ci --omit=dev --no-audit --no-fund \
  && rm -rf /root/.npm
# What the server reads at run time: the migrations, the seed content and pages, the build.
COPY drizzle ./drizzle
COPY content ./content
COPY --from=build /app/build ./build
# The application's files stay root's and read-only to the server; only /data is the node user's.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Ready means the database answers and the process is not shutting down (server/plugins/health.ts).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# `npm run serve` without npm (decision 069: MALLOC_ARENA_MAX above, the semi-space here).
CMD ["node", "--max-semi-space-size=16", "build/server/index.js"]
