# One image for the simulator and the BFF (which also serves the built web app); the compose file
# picks the process. Build: docker compose build. Run: docker compose up.
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN npm install --global pnpm@10.34.8
COPY . .
# The release the About page shows (the image has no git history to read it from).
ARG APP_VERSION
ENV APP_VERSION=${APP_VERSION}
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@agro/web --filter=@agro/bff --filter=@agro/model-api-sim \
 && CI=true pnpm install --frozen-lockfile --prod

FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080 4010
CMD ["node", "--enable-source-maps", "apps/bff/dist/main.mjs"]
