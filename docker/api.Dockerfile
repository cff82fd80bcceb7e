# The /v1 API (Fastify) with the feed simulator; stateless, so any number of replicas can run on one PostgreSQL.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY shared/package.json shared/
COPY brands/package.json brands/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-racing/package.json mfe-racing/
COPY mfe-sports/package.json mfe-sports/
COPY mfe-betslip/package.json mfe-betslip/
COPY mfe-account/package.json mfe-account/
COPY mfe-banking/package.json mfe-banking/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @wagering/api --include-workspace-root=false
COPY contract contract
COPY shared shared
COPY brands brands
COPY api api
WORKDIR /app/api
ENV NODE_ENV=production PORT=8080
EXPOSE 8080
CMD ["node", "--import", "tsx", "src/main.ts"]
