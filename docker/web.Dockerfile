# The web tier (web/): the shell's build (its browser files and its server build, which the render workers load) and
# the web process. Remote releases come from the release store (the `releases` volume, mounted at /srv/site/remotes)
# and remotes.json from the mounted configuration folder (this environment's, linked in at start).
FROM node:20-bookworm-slim AS build
ARG BRAND=aurora
ARG BUILD_ID
WORKDIR /src
COPY . .
RUN test -n "$BUILD_ID" || { echo "set --build-arg BUILD_ID (e.g. the commit)"; exit 1; }; \
    npm ci --no-audit --no-fund && BRAND=$BRAND npm run build -w @wagering/shell \
    && mkdir -p /out/shell && cp -r shell/dist/. /out/shell/ && cp -r shell/dist-server /out/shell/server \
    && mkdir -p /out/shell/brand && cp brands/logos/$BRAND-* /out/shell/brand/ \
    && node -e "console.log(JSON.stringify(require('./shell/package.json').wagering.routes))" > /out/shell/routes.json

FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY shared/package.json shared/
COPY shared/testing/package.json shared/testing/
COPY brands/package.json brands/
COPY api/package.json api/
COPY web/package.json web/
COPY shell/package.json shell/
COPY mfe-racing/package.json mfe-racing/
COPY mfe-sports/package.json mfe-sports/
COPY mfe-betslip/package.json mfe-betslip/
COPY mfe-account/package.json mfe-account/
COPY mfe-banking/package.json mfe-banking/
COPY e2e/package.json e2e/
COPY e2e/remote-react18/package.json e2e/remote-react18/
RUN npm ci --omit=dev --workspace @wagering/web --include-workspace-root=false
COPY contract contract
COPY web web
COPY --from=build /out/shell /srv/site/shell
WORKDIR /app/web
ENV NODE_ENV=production PORT=8080 STATIC_ROOT=/srv/site
EXPOSE 8080
CMD ["sh", "-c", "ln -sf /etc/wagering/remotes.${SITE_ENV:-prod}.json /srv/site/remotes.json && exec node --single-threaded --import tsx src/main.ts"]
