# One front-end app (the shell or a remote), built and served as its own static site.
#   --build-arg APP=mfe-racing (or shell)   which app
#   --build-arg VERSION=1.0.0               a remote's published version: its URLs live under /remotes/<VERSION>/
#   --build-arg BRAND=aurora                the shell's brand
FROM node:20-bookworm-slim AS build
ARG APP
ARG BRAND=aurora
ARG VERSION=1.0.0
WORKDIR /src
COPY . .
RUN npm ci && BRAND=$BRAND REMOTE_VERSION=$VERSION npm run build -w @wagering/$APP

FROM nginx:1.27-alpine
ARG APP
ARG VERSION=1.0.0
COPY docker/nginx-static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/$APP/dist /tmp/app
RUN if [ "$APP" = "shell" ]; then cp -r /tmp/app/. /usr/share/nginx/html/; \
    else mkdir -p /usr/share/nginx/html/remotes/$VERSION && cp -r /tmp/app/. /usr/share/nginx/html/remotes/$VERSION/; fi \
    && rm -rf /tmp/app
EXPOSE 80
