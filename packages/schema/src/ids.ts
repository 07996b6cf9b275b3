// The package compiles without DOM or Node types, so the one Web Crypto call it needs is typed here.
type RandomUuidSource = { crypto: { randomUUID(): string } };

/** A random UUID (v4) from Web Crypto, available in Node 20 and every browser the app supports. */
export const createId = (): string => (globalThis as unknown as RandomUuidSource).crypto.randomUUID();
