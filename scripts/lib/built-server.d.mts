/** Types of built-server.mjs (plain JavaScript, shared by scripts/smoke.mjs and the benchmarks). */
import type { ChildProcess } from "node:child_process";

export declare const serverEntry: string;
export type BuiltServer = {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
  output(): string;
};
export declare function startBuiltServer(options?: {
  env?: Record<string, string>;
  nodeArgs?: string[];
  ipc?: boolean;
  readyTimeoutMs?: number;
}): Promise<BuiltServer>;
