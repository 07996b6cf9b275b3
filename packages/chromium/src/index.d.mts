/** Types of index.mjs (plain JavaScript so that bare Node can run it before `npm ci`). */
export declare const chromiumCandidates: readonly string[];
export declare const headlessChromiumArgs: readonly string[];
export declare const offlineChromiumArgs: readonly string[];
export declare const chromiumInstallHint: string;
export declare const chromiumExecutable: (env?: Record<string, string | undefined>) => string | undefined;
