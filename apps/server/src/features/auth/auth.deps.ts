import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../mail/index.ts";
import type { SessionCache } from "./session-cache.ts";

/** What the auth services need; routes pass it, services never see the request. `sessionCache`: see session-cache.ts. */
export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  sessionCache?: SessionCache;
};
