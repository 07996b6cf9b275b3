import type { Config } from "../../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

/** The storage the configuration asks for: local disk by default, an S3-compatible bucket with `STORAGE_DRIVER=s3`. */
export const createStorage = (config: Pick<Config, "storage">): Storage =>
  config.storage.driver === "local"
    ? createLocalStorage(config.storage.dir)
    : createS3Storage(config.storage);
