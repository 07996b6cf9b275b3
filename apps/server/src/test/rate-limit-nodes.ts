import type { App } from "../app.ts";
import type { AuthLimitsOverrides } from "../features/auth/auth.limits.ts";
import { relaxedAuthLimits } from "./create-test-app.ts";

/** The shared rate-limit stores' tests: a sign-in budget of 4 a minute per address, the rest lifted. */
export const loginBudgetOfFour: AuthLimitsOverrides = {
  perIp: { ...relaxedAuthLimits.perIp, login: { max: 4, timeWindowMs: 60_000 } },
};

/** A sign-in that fails (401) and so spends one of the address's budget, from `remoteAddress`, on `node`. */
export const failedLogin = (node: App, remoteAddress: string) =>
  node.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    payload: { identifier: `nobody-${Math.random()}@example.com`, password: "wrong password" },
  });
