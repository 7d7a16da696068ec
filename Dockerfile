# The production image (docs/deployment.md): built in one stage, run in another as a non-root user.
# docker build -t compliance-suite .   then   docker compose -f deploy/compose.yaml up
# syntax=docker/dockerfile:1

FROM node:20-bookworm-slim AS build
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0 COREPACK_INTEGRITY_KEYS=0
RUN corepack enable
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile \
 && node scripts/build.mjs --all \
 # Only what the server runs stays: the api's production dependencies and the built web apps.
 && pnpm deploy --filter api --prod --legacy /app/server \
 && mkdir -p /app/site && for app in shell mfe-*; do mkdir -p "/app/site/$app" && cp -r "$app/dist" "/app/site/$app/dist"; done

FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data SITE_ROOT=/app/site
WORKDIR /app/server
COPY --from=build --chown=root:root /app/server /app/server
COPY --from=build --chown=root:root /app/site /app/site
# The server's own user: it owns its data folder and nothing else (the code is read-only to it).
RUN groupadd --system --gid 10001 compliance && useradd --system --uid 10001 --gid compliance --no-create-home compliance \
 && mkdir -p /data && chown compliance:compliance /data && chmod 700 /data
USER compliance
EXPOSE 8080 9464
# Liveness: the process answers (the orchestrator restarts it otherwise); readiness is /api/health/ready.
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/main.ts"]
