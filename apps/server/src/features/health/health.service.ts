import type { Database } from "../../db/client.ts";
import { version } from "../../lib/version.ts";

export type Health = {
  status: "ok" | "error";
  database: "up" | "down";
  version: string;
  /** Seconds since the process started. */
  uptime: number;
};

export const getHealth = async (database: Pick<Database, "ping">): Promise<Health> => {
  const up = await database.ping().then(
    () => true,
    () => false,
  );
  return {
    status: up ? "ok" : "error",
    database: up ? "up" : "down",
    version,
    uptime: Math.round(process.uptime()),
  };
};
