import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";

/** What the auth services need; routes pass it, services never see the request. */
export type AuthDeps = { db: Db; config: Config; mailer: Mailer };
