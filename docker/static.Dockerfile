# One front-end app (the shell or a remote), built and served as its own static site.
#   --build-arg APP=mfe-racing (or shell)   which app
#   --build-arg VERSION=1.0.0-<build id>    a remote's release: its files live under /remotes/<VERSION>/ (immutable)
#   --build-arg BRAND=aurora                the shell's brand (its logos are copied into /brand/)
# The environment is not built in: the shell reads it from remotes.json at run time (mounted, see docker-compose.yml).
FROM node:20-bookworm-slim AS build
ARG APP
ARG BRAND=aurora
ARG VERSION=1.0.0
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && BRAND=$BRAND REMOTE_VERSION=$VERSION npm run build -w @wagering/$APP \
    && if [ "$APP" = "shell" ]; then mkdir -p $APP/dist/brand && cp brands/logos/$BRAND-* $APP/dist/brand/; fi

FROM nginx:1.27-alpine
ARG APP
ARG VERSION=1.0.0
COPY docker/nginx-static.conf /etc/nginx/conf.d/default.conf
COPY docker/embed-runtime-config.sh /docker-entrypoint.d/40-embed-runtime-config.sh
COPY --from=build /src/$APP/dist /tmp/app
RUN if [ "$APP" = "shell" ]; then cp -r /tmp/app/. /usr/share/nginx/html/; \
    else mkdir -p /usr/share/nginx/html/remotes/$VERSION && cp -r /tmp/app/. /usr/share/nginx/html/remotes/$VERSION/ \
      && rm /docker-entrypoint.d/40-embed-runtime-config.sh; fi \
    && rm -rf /tmp/app
EXPOSE 80
