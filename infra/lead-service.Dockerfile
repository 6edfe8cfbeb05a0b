# The lead service image (compose services api, worker and migrate; the command picks the role). Built from
# the repository root: docker build -f infra/lead-service.Dockerfile .
# No BuildKit-only syntax, so the classic builder works and no frontend image is pulled. The build stage is the
# same as in site.Dockerfile, so a builder with a layer cache builds it once for both images.

ARG NODE_IMAGE=node:24.11-bookworm-slim

# ── build: every dependency, the type check and the site build ───────────────────────────────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the npm ci layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY forms/package.json forms/
COPY content/package.json content/
COPY site/package.json site/
COPY desk/package.json desk/
COPY lead-service/package.json lead-service/
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=https://www.sichtwerk.de
ARG VITE_API_ORIGIN=
# A type error fails the image build, not the first request; the site is built for single-container use.
# An empty SITE_URL (compose passes blanks through) means the default, as at run time.
RUN export SITE_URL="${SITE_URL:-https://www.sichtwerk.de}" \
  && npx tsc --noEmit -p forms && npx tsc --noEmit -p content && npx tsc --noEmit -p lead-service && npm run build

# ── deps: the lead service's production dependencies only ────────────────────────────────────────────
# --omit=optional leaves out the embedded PGlite (compose always sets DATABASE_URL); --omit=dev leaves out
# tsx, esbuild, TypeScript and pino-pretty. No install scripts are needed by what remains.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY forms/package.json forms/
COPY content/package.json content/
COPY site/package.json site/
COPY desk/package.json desk/
COPY lead-service/package.json lead-service/
RUN npm ci --omit=dev --omit=optional --workspace lead-service --workspace content --workspace forms --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force

# ── runtime: Node runs the TypeScript sources itself (type stripping), as an unprivileged user ───────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY forms/package.json forms/
COPY content/package.json content/
COPY lead-service/package.json lead-service/
COPY --from=build /app/forms/src forms/src
COPY --from=build /app/content/src content/src
COPY --from=build /app/lead-service/src lead-service/src
COPY --from=build /app/lead-service/migrations lead-service/migrations
COPY --from=build /app/site/dist/client site/dist/client
# The sales desk's bundle (/vertrieb/), served by the api itself.
COPY --from=build /app/desk/dist desk/dist
# The npm scripts call tsx so they also run on Node 20 developer machines; Node 24 strips types on its own,
# so here `tsx` is node itself (https://nodejs.org/api/typescript.html#type-stripping).
RUN printf '#!/bin/sh\nexec node "$@"\n' > /usr/local/bin/tsx && chmod 755 /usr/local/bin/tsx \
  && mkdir -p /app/.data && chown node:node /app/.data
USER node
ENV PORT=3000
EXPOSE 3000
# Ready = PostgreSQL and Redis answer (GET /readyz). The worker and migrate services override this in compose.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself (not npm) is the main process, so SIGTERM reaches the service's handler.
CMD ["node", "lead-service/src/main.ts"]
