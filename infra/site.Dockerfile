# The site image (compose service site): Caddy serving the prerendered site and proxying the lead service's
# paths (infra/Caddyfile). Built from the repository root: docker build -f infra/site.Dockerfile .

ARG NODE_IMAGE=node:24.11-bookworm-slim

# ── build: identical to lead-service.Dockerfile's, so the layer cache shares it ──────────────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
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
# An empty SITE_URL (compose passes blanks through) means the default, as at run time.
RUN export SITE_URL="${SITE_URL:-https://www.sichtwerk.de}" \
  && npx tsc --noEmit -p forms && npx tsc --noEmit -p content && npx tsc --noEmit -p lead-service && npm run build

# ── runtime: Caddy, no Node at all ───────────────────────────────────────────────────────────────────
FROM caddy:2.10-alpine AS runtime
COPY infra/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /app/site/dist/client /srv
# An unprivileged user. The base image declares /data and /config as volumes, and changes to a volume path in
# a later layer are discarded, so Caddy's (small, disposable) state lives in directories this layer owns.
ENV XDG_CONFIG_HOME=/var/lib/caddy/config XDG_DATA_HOME=/var/lib/caddy/data
RUN addgroup -S caddy && adduser -S -D -H -G caddy caddy \
  && mkdir -p /var/lib/caddy/config /var/lib/caddy/data && chown -R caddy:caddy /var/lib/caddy
USER caddy
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/"]
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
