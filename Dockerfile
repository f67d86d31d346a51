# One image for the api, the worker and the one-shot migrate service (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY libs/contracts/package.json libs/contracts/
COPY libs/runtime/package.json libs/runtime/
COPY libs/database/package.json libs/database/
COPY libs/iac-schemas/package.json libs/iac-schemas/
COPY libs/iac-checker/package.json libs/iac-checker/
COPY libs/iac-extract/package.json libs/iac-extract/
COPY libs/iac-generator/package.json libs/iac-generator/
COPY libs/llm/package.json libs/llm/
COPY libs/github/package.json libs/github/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsc -b apps/api apps/worker && npm run build -w @infragen/web && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# The api by default; compose overrides the command for the worker and the migrate service.
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
