# syntax=docker/dockerfile:1
# The lead service image (compose services api, worker and migrate; the command picks the role). Built from
# the repository root: docker build -f infra/lead-service.Dockerfile .
# The build stage is the same as in site.Dockerfile, so BuildKit builds it once for both images.

ARG NODE_IMAGE=node:20-bookworm-slim

# ── build: every dependency, the type check and the site build ───────────────────────────────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the npm ci layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY content/package.json content/
COPY site/package.json site/
COPY lead-service/package.json lead-service/
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=https://www.sichtwerk.de
ARG VITE_API_ORIGIN=
# A type error fails the image build, not the first request; the site is built for single-container use.
# An empty SITE_URL (compose passes blanks through) means the default, as at run time.
RUN export SITE_URL="${SITE_URL:-https://www.sichtwerk.de}" \
  && npx tsc --noEmit -p content && npx tsc --noEmit -p lead-service && npm run build

# ── runtime: production dependencies of the lead service only, as an unprivileged user ──────────────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY content/package.json content/
COPY site/package.json site/
COPY lead-service/package.json lead-service/
# tsx is a runtime dependency of lead-service (the service runs its TypeScript directly), so it stays.
RUN npm ci --omit=dev --workspace lead-service --workspace content --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/content/src content/src
COPY --from=build /app/lead-service/src lead-service/src
COPY --from=build /app/lead-service/migrations lead-service/migrations
COPY --from=build /app/site/dist/client site/dist/client
# DATA_DIR (outbox without SMTP_URL) must be writable by the unprivileged user.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
ENV PORT=3000
EXPOSE 3000
# Ready = PostgreSQL and Redis answer (GET /readyz). The worker and migrate services override this in compose.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself (not npm or the tsx CLI) is the main process, so SIGTERM reaches the service's handler.
CMD ["node", "--import", "tsx", "lead-service/src/main.ts"]
