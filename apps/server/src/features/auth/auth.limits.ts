import { type RateLimit, scaleRateLimit } from "../../lib/rate-limit.ts";
import type { LockoutPolicy } from "./attempts.repo.ts";

export type AuthLimits = {
  perIp: {
    login: RateLimit;
    register: RateLimit;
    forgotPassword: RateLimit;
    resetPassword: RateLimit;
    verifyEmail: RateLimit;
    resendVerification: RateLimit;
    twoFactor: RateLimit;
    /** The passkey ceremonies' options (sign-in, second factor, registration): the login page asks on each load. */
    passkeyOptions: RateLimit;
    changePassword: RateLimit;
    refresh: RateLimit;
    /** PATCH and DELETE /api/user/me, which may check a password or code. */
    account: RateLimit;
    /** POST /api/auth/coachIntegration, the learning platform's sign-in hand-off. */
    coachHandOff: RateLimit;
  };
  /** Per API key, all routes together, counted with the per-IP limits' store (shared by every node). */
  perApiKey: RateLimit;
  /** Per account (or per unknown identifier): password checks (login, change-password, re-authentication). */
  passwordLockout: LockoutPolicy;
  /** Per account: TOTP and backup codes (2FA verify, backup, enable, disable, re-authentication). */
  twoFactorLockout: LockoutPolicy;
};

const minute = 60_000;

/**
 * | Check                                         | Limit                        | Key               |
 * |-----------------------------------------------|------------------------------|-------------------|
 * | POST /auth/login                              | 10 / min                     | IP                |
 * | POST /auth/register                           | 5 / 10 min                   | IP                |
 * | POST /auth/forgot-password                    | 5 / 15 min                   | IP                |
 * | POST /auth/reset-password                     | 10 / 15 min                  | IP                |
 * | POST /auth/verify-email                       | 10 / min                     | IP                |
 * | POST /auth/verify-email/resend                | 3 / 15 min                   | IP                |
 * | POST /auth/2fa/{setup,enable,verify,backup,disable} | 10 / min               | IP                |
 * | POST /auth/passkeys/sign-in (as login)        | 10 / min                     | IP                |
 * | POST /auth/2fa/passkey (as 2FA verify)        | 10 / min                     | IP                |
 * | passkey options (sign-in, 2FA, registration)  | 30 / min                     | IP                |
 * | add, rename, remove a passkey (as /user/me)   | 20 / min                     | IP                |
 * | POST /auth/change-password                    | 5 / min                      | IP                |
 * | POST /auth/refresh                            | 60 / min                     | IP                |
 * | PATCH, DELETE /user/me                        | 20 / min                     | IP                |
 * | POST /auth/coachIntegration                   | 10 / min (one click per hand-off) | IP           |
 * | every request with an API key                 | 300 / min                    | API key           |
 * | password checks                               | 5 per 15 min, then locked 15 min             | account           |
 * | TOTP and backup codes                         | 5 per 15 min, then locked 15 min, doubling to 24 h | account |
 *
 * A 6-digit TOTP accepts 3 codes (window ±1) of 10^6 per guess: 5 guesses then 15 min, 30 min, 1 h … 24 h of
 * lock-out leave an attacker holding the password about 2,000 guesses a year, a 0.6 % chance.
 * Password lock-outs do not grow: usernames are public (/{username}/{slug}), so anybody can trip them, and a
 * growing lock would let a stranger keep an account shut for a day (a password reset lifts it at once anyway).
 * 480 password guesses a day per account stay hopeless against anything but the commonest passwords.
 */
export const defaultAuthLimits: AuthLimits = {
  perIp: {
    login: { max: 10, timeWindowMs: minute },
    register: { max: 5, timeWindowMs: 10 * minute },
    forgotPassword: { max: 5, timeWindowMs: 15 * minute },
    resetPassword: { max: 10, timeWindowMs: 15 * minute },
    verifyEmail: { max: 10, timeWindowMs: minute },
    resendVerification: { max: 3, timeWindowMs: 15 * minute },
    twoFactor: { max: 10, timeWindowMs: minute },
    passkeyOptions: { max: 30, timeWindowMs: minute },
    changePassword: { max: 5, timeWindowMs: minute },
    refresh: { max: 60, timeWindowMs: minute },
    account: { max: 20, timeWindowMs: minute },
    coachHandOff: { max: 10, timeWindowMs: minute },
  },
  perApiKey: { max: 300, timeWindowMs: minute },
  passwordLockout: {
    maxAttempts: 5,
    windowMs: 15 * minute,
    lockMs: 15 * minute,
    maxLockMs: 15 * minute,
  },
  twoFactorLockout: {
    maxAttempts: 5,
    windowMs: 15 * minute,
    lockMs: 15 * minute,
    maxLockMs: 24 * 60 * minute,
  },
};

export type AuthLimitsOverrides = {
  perIp?: Partial<AuthLimits["perIp"]>;
  perApiKey?: RateLimit;
  passwordLockout?: LockoutPolicy;
  twoFactorLockout?: LockoutPolicy;
};

export const resolveAuthLimits = (overrides: AuthLimitsOverrides = {}): AuthLimits => ({
  perIp: { ...defaultAuthLimits.perIp, ...overrides.perIp },
  perApiKey: overrides.perApiKey ?? defaultAuthLimits.perApiKey,
  passwordLockout: overrides.passwordLockout ?? defaultAuthLimits.passwordLockout,
  twoFactorLockout: overrides.twoFactorLockout ?? defaultAuthLimits.twoFactorLockout,
});

/** Multiplies each per-IP budget; account lock-outs stay as they are, since they guard codes and passwords. */
export const scaleIpLimits = (limits: AuthLimits, factor: number): AuthLimits =>
  factor === 1
    ? limits
    : {
        ...limits,
        perApiKey: scaleRateLimit(limits.perApiKey, factor),
        perIp: Object.fromEntries(
          Object.entries(limits.perIp).map(([route, limit]) => [route, scaleRateLimit(limit, factor)]),
        ) as AuthLimits["perIp"],
      };
