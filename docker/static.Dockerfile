# The front-end apps. Every image is tagged by build (BUILD_ID, e.g. the commit: `git rev-parse --short HEAD`).
#   --target shell  --build-arg APP=shell --build-arg BRAND=aurora   the shell's static site
#   --target remote --build-arg APP=mfe-racing                       a remote's release, <package version>-<BUILD_ID>,
#       published into the release store (the `releases` volume) when the container runs; a folder already there is
#       never overwritten, and older releases stay, so a rollback is a line in remotes.<env>.json, never a rebuild.
# The environment is not built in: the shell reads it from remotes.json at run time (mounted, see docker-compose.yml).
FROM node:20-bookworm-slim AS build
ARG APP
ARG BRAND=aurora
ARG BUILD_ID
WORKDIR /src
COPY . .
RUN test -n "$BUILD_ID" || { echo "set --build-arg BUILD_ID (e.g. the commit)"; exit 1; }; \
    RELEASE="$(node -p "require('./$APP/package.json').version")-$BUILD_ID" \
    && npm ci --no-audit --no-fund && BRAND=$BRAND REMOTE_VERSION=$RELEASE npm run build -w @wagering/$APP \
    && mkdir -p /out/$APP && cp -r $APP/dist /out/$APP/$RELEASE \
    && if [ "$APP" = "shell" ]; then mkdir -p /out/shell/$RELEASE/brand && cp brands/logos/$BRAND-* /out/shell/$RELEASE/brand/ \
       && node scripts/gateway-config.mjs --index shell/dist/index.html --out /out/gateway.conf; fi

# A remote: its one release, copied into the store at /releases/<pkg>/<release>/ (written beside and renamed in, so
# the gateway never serves half a release), then the container exits.
FROM alpine:3.20 AS remote
COPY --from=build /out /release
CMD ["sh", "-c", "for d in /release/*/*; do t=/releases/${d#/release/}; [ -e \"$t\" ] || { mkdir -p \"${t%/*}\" && cp -r \"$d\" \"$t.partial\" && mv \"$t.partial\" \"$t\" && echo \"published $t\"; }; done"]

FROM nginx:1.27-alpine AS shell
COPY docker/nginx-static.conf /etc/nginx/conf.d/default.conf
COPY docker/embed-runtime-config.sh /docker-entrypoint.d/40-embed-runtime-config.sh
COPY docker/keep-shell-chunks.sh /docker-entrypoint.d/30-keep-shell-chunks.sh
COPY --from=build /out/shell /tmp/app
RUN cp -r /tmp/app/*/. /usr/share/nginx/html/ && rm -rf /tmp/app
EXPOSE 80

# The gateway: nginx with the configuration generated from this build's index.html (the hash of every inline script;
# scripts/gateway-config.mjs). The image fills in REMOTE_ORIGINS and SITE_ENV at start (a template).
FROM nginx:1.27.5-alpine AS gateway
COPY --from=build /out/gateway.conf /etc/nginx/templates/default.conf.template
