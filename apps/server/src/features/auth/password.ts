import { hash, verify } from "@node-rs/argon2";
import { randomToken } from "./crypto.ts";

/**
 * argon2id (the library's default algorithm) at 64 MiB, 3 passes, 1 lane: above OWASP's minimum (19 MiB, t=2)
 * and RFC 9106's second recommended option in memory, while one verification stays near 75 ms on 2 cores
 * (bench/login.ts measures the whole login).
 */
export const argon2Options = { memoryCost: 64 * 1024, timeCost: 3, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no hash to check (unknown user, external account), so
 * response times do not tell whether an account exists.
 */
export const verifyDummyPassword = async (password: string): Promise<false> => {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
  return false;
};
