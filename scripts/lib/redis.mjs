import { existsSync } from "node:fs";
import { ensureDebianPackage } from "./debian-package.mjs";

const candidates = ["/usr/bin/redis-server", "/usr/bin/valkey-server", "/usr/local/bin/redis-server"];

/** REDIS_SERVER_PATH when it exists, else Redis or Valkey where Debian and `make install` put them. */
export const findRedisServer = () =>
  [process.env.REDIS_SERVER_PATH, ...candidates].find((path) => path && existsSync(path));

export const redisHint =
  "Redis was not found: install Debian's redis-server (or valkey-server) package, or set REDIS_SERVER_PATH.";

/** The Redis (or Valkey) server the rate-limit tests start, installed from Debian when missing and possible. */
export const ensureRedisServer = () => ensureDebianPackage("redis-server", findRedisServer);
