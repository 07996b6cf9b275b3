import type { ErrorCode, ErrorResponse } from "@vitae/schema";
import { AppError } from "./app-error.ts";

/**
 * A write refused because the document changed since the client saw it. The answer carries the document as
 * stored now under `key` (`resume`, `letter`), so the editor can offer reload or overwrite without a refetch.
 */
export class StaleWriteError<Key extends string, Current> extends AppError {
  readonly key: Key;
  readonly current: Current;

  constructor(code: ErrorCode, key: Key, current: Current) {
    super(code);
    this.key = key;
    this.current = current;
  }

  override toResponse(): ErrorResponse & Record<Key, Current> {
    return { ...super.toResponse(), [this.key]: this.current } as ErrorResponse & Record<Key, Current>;
  }
}
