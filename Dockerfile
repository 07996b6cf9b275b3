# Vitae: one node. Build: docker build -t vitae . — see docs/deploy.md.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --include=dev && npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
# The node runs from the built bundle; its runtime packages (and the font packages the printer serves) come along.
COPY --from=build /app /app
# Printing uses the remote Chromium of CHROME_WS_ENDPOINT; install `chromium` here instead to print locally.
USER node
EXPOSE 3000
CMD ["node", "apps/server/dist/main.js"]
