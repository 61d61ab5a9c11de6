# Plume: one image, three roles (PLUME_ROLE=web|worker|all). See docs/deploy.md.

# 1. Build: every dependency, then `npm run build` (API compiled by esbuild, web app by Vite).
FROM node:20-bookworm-slim AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Runtime: production dependencies of the API only, the compiled output, a non-root user.
FROM node:20-bookworm-slim AS runtime
# ffmpeg/ffprobe read the uploaded videos (FFMPEG_PATH, FFPROBE_PATH).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WORKER_HTTP_PORT=3001 \
    DATA_DIR=/var/lib/plume
WORKDIR /app
COPY package.json package-lock.json ./
# Every workspace's manifest, as the lockfile lists them; only the API's production dependencies are installed.
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund -w @plume/api \
  && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/plume && chown node:node /var/lib/plume
USER node
# 3000: the site and the API (roles web, all); 3001: the worker role's probes and metrics only.
EXPOSE 3000 3001
# Ready = database, media store and job engine (GET /api/health/ready), on the port of the role: a worker
# (PLUME_ROLE=worker) answers on WORKER_HTTP_PORT.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "const e=process.env;fetch('http://127.0.0.1:'+(e.PLUME_ROLE==='worker'?e.WORKER_HTTP_PORT:e.PORT)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
