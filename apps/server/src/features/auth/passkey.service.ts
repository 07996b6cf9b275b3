import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import {
  type AddPasskeyInput,
  maxPasskeysPerUser,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationOptions,
} from "@vitae/schema";
import { v7 as uuidv7 } from "uuid";
import type { PasskeyRow, UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthContext } from "./auth.context.ts";
import type { SignInResult } from "./auth.service.ts";
import { type Reauthentication, reauthenticate } from "./credentials.ts";
import {
  type ChallengePurpose,
  countPasskeys,
  deleteOwnPasskey,
  findOwnPasskey,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  renameOwnPasskey,
  takeChallenge,
} from "./passkey.repo.ts";
import { startSession } from "./session.service.ts";
import type { SecondFactorResult } from "./two-factor.service.ts";
import { findUserById } from "./user.repo.ts";

/** How long a ceremony may take, from the options to the answer (also the browser's timeout). */
export const passkeyChallengeLifetimeMs = 5 * 60 * 1000;
const relyingPartyName = "Vitae";

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});

const relyingParty = (context: Pick<AuthContext, "config">) => {
  const settings = context.config.auth.passkeys;
  if (!settings.enabled) throw new AppError("NotFound", { message: "Passkeys are off on this server" });
  return settings;
};

/** The user handle a passkey carries: the account id, so a usernameless sign-in names its account. */
const userHandle = (userId: string) => new TextEncoder().encode(userId);

const invalid = (message: string, cause?: unknown) => new AppError("InvalidPasskey", { message, cause });

/** The challenge a response answers, read from its client data (verified again by the library). */
const answeredChallenge = (clientDataJSON: string): string => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === "string" && challenge !== "") return challenge;
  } catch {
    // Falls through to the refusal below.
  }
  throw invalid("The client data is not readable");
};

const issueChallenge = async (
  context: AuthContext,
  { challenge, purpose, userId }: { challenge: string; purpose: ChallengePurpose; userId: string | null },
): Promise<void> => {
  const now = new Date();
  await insertChallenge(
    context.db,
    { challenge, purpose, userId, expiresAt: new Date(now.getTime() + passkeyChallengeLifetimeMs) },
    now,
  );
};

/** Spends the challenge the response answers; refused when it is unknown, expired, used or someone else's. */
const spendChallenge = async (
  context: AuthContext,
  {
    clientDataJSON,
    purpose,
    userId,
  }: { clientDataJSON: string; purpose: ChallengePurpose; userId: string | null },
): Promise<string> => {
  const challenge = answeredChallenge(clientDataJSON);
  if (!(await takeChallenge(context.db, { challenge, purpose, userId, now: new Date() }))) {
    throw invalid("The passkey request expired or was already answered; start again");
  }
  return challenge;
};

export const listUserPasskeys = async (
  context: Pick<AuthContext, "db">,
  userId: string,
): Promise<Passkey[]> => (await listPasskeys(context.db, userId)).map(toPasskey);

/** Options for a new discoverable passkey; the user's existing ones are excluded so one device is not added twice. */
export const passkeyRegistrationOptions = async (
  context: AuthContext,
  user: UserRow,
): Promise<PasskeyRegistrationOptions> => {
  const rp = relyingParty(context);
  const existing = await listPasskeys(context.db, user.id);
  if (existing.length >= maxPasskeysPerUser) {
    throw new AppError("ValidationError", {
      message: `At most ${maxPasskeysPerUser} passkeys; remove one first`,
    });
  }
  const options = await generateRegistrationOptions({
    rpName: relyingPartyName,
    rpID: rp.rpId,
    userName: user.email,
    userID: userHandle(user.id),
    userDisplayName: user.name,
    timeout: passkeyChallengeLifetimeMs,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await issueChallenge(context, { challenge: options.challenge, purpose: "register", userId: user.id });
  return options as PasskeyRegistrationOptions;
};

/** Verifies the new credential against the user's registration challenge and stores it under its name. */
export const addPasskey = async (
  context: AuthContext,
  user: UserRow,
  input: AddPasskeyInput,
): Promise<Passkey> => {
  const rp = relyingParty(context);
  const expectedChallenge = await spendChallenge(context, {
    clientDataJSON: input.response.response.clientDataJSON,
    purpose: "register",
    userId: user.id,
  });
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    throw invalid(`The new passkey could not be verified: ${(error as Error).message}`, error);
  });
  if (!verification.verified) throw invalid("The new passkey could not be verified");
  if ((await countPasskeys(context.db, user.id)) >= maxPasskeysPerUser) {
    throw new AppError("ValidationError", {
      message: `At most ${maxPasskeysPerUser} passkeys; remove one first`,
    });
  }
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const row = await insertPasskey(context.db, {
    id: uuidv7(),
    userId: user.id,
    name: input.name,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? input.response.response.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  });
  if (row === undefined) throw new AppError("PasskeyAlreadyRegistered");
  return toPasskey(row);
};

export const renamePasskey = async (
  context: Pick<AuthContext, "db">,
  key: { userId: string; id: string },
  name: string,
): Promise<Passkey> => {
  const row = await renameOwnPasskey(context.db, key, name);
  if (row === undefined) throw new AppError("NotFound", { message: "No such passkey" });
  return toPasskey(row);
};

/** Removing a way to sign in is a sensitive change: it asks again who is there, as disabling 2FA does. */
export const removePasskey = async (
  context: AuthContext,
  {
    user,
    sessionId,
    id,
    proof,
  }: { user: UserRow; sessionId: string | undefined; id: string; proof: Reauthentication },
): Promise<void> => {
  const key = { userId: user.id, id };
  if ((await findOwnPasskey(context.db, key)) === undefined) {
    throw new AppError("NotFound", { message: "No such passkey" });
  }
  await reauthenticate(context, { user, sessionId, proof });
  if (!(await deleteOwnPasskey(context.db, key)))
    throw new AppError("NotFound", { message: "No such passkey" });
};

/**
 * Checks an assertion by a stored passkey against its spent challenge: signature, origin, RP id, user presence
 * (and verification when asked), a signature count that went up (a clone shows itself by going back) and a
 * backup eligibility that never changes (the authenticator fixes it at creation). Records the use.
 */
const verifyAssertion = async (
  context: AuthContext,
  {
    passkey,
    response,
    expectedChallenge,
    requireUserVerification,
  }: {
    passkey: PasskeyRow;
    response: PasskeyAuthenticationResponse;
    expectedChallenge: string;
    requireUserVerification: boolean;
  },
): Promise<void> => {
  const rp = relyingParty(context);
  const verification = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    requireUserVerification,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch((error: unknown) => {
    throw invalid(`The passkey could not be verified: ${(error as Error).message}`, error);
  });
  if (!verification.verified) throw invalid("The passkey could not be verified");
  const { newCounter, credentialDeviceType, credentialBackedUp } = verification.authenticationInfo;
  if (credentialDeviceType !== passkey.deviceType) {
    throw invalid(
      "The passkey's backup eligibility changed since it was added; it may not be the same authenticator",
    );
  }
  const recorded = await recordPasskeyUse(context.db, {
    id: passkey.id,
    counter: newCounter,
    backedUp: credentialBackedUp,
    now: new Date(),
  });
  if (!recorded) throw invalid("The passkey's signature counter did not go up; it may have been copied");
};

/** Options for a usernameless sign-in: no credentials listed, the browser offers the passkeys it has for us. */
export const passkeySignInOptions = async (context: AuthContext): Promise<PasskeyAuthenticationOptions> => {
  const rp = relyingParty(context);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: "required",
    timeout: passkeyChallengeLifetimeMs,
  });
  await issueChallenge(context, { challenge: options.challenge, purpose: "sign-in", userId: null });
  return options as PasskeyAuthenticationOptions;
};

/**
 * Signs in with a discoverable passkey. The authenticator verified the user (PIN or biometrics) on a device they
 * hold, two factors in one, so an account with two-factor on is signed in without a code.
 */
export const signInWithPasskey = async (
  context: AuthContext,
  response: PasskeyAuthenticationResponse,
): Promise<SignInResult> => {
  const expectedChallenge = await spendChallenge(context, {
    clientDataJSON: response.response.clientDataJSON,
    purpose: "sign-in",
    userId: null,
  });
  const passkey = await findPasskeyByCredentialId(context.db, response.id);
  if (passkey === undefined) throw invalid("This passkey is not registered here");
  const handle = response.response.userHandle;
  if (handle !== undefined && Buffer.from(handle, "base64url").toString("utf8") !== passkey.userId) {
    throw invalid("The passkey's user handle does not match its account");
  }
  await verifyAssertion(context, { passkey, response, expectedChallenge, requireUserVerification: true });
  const user = await findUserById(context.db, passkey.userId);
  if (user === undefined) throw invalid("This passkey is not registered here");
  const tokens = await startSession(context, user, { userAgent: context.userAgent });
  return { status: "authenticated", user, tokens };
};

/** Options for the second factor of a `2fa_required` sign-in: the account's own passkeys. */
export const secondFactorPasskeyOptions = async (
  context: AuthContext,
  user: UserRow,
): Promise<PasskeyAuthenticationOptions> => {
  const rp = relyingParty(context);
  const passkeys = await listPasskeys(context.db, user.id);
  if (passkeys.length === 0) throw new AppError("NotFound", { message: "This account has no passkeys" });
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    userVerification: "preferred",
    timeout: passkeyChallengeLifetimeMs,
  });
  await issueChallenge(context, { challenge: options.challenge, purpose: "second-factor", userId: user.id });
  return options as PasskeyAuthenticationOptions;
};

/** Completes a `2fa_required` sign-in with one of the account's passkeys (the password was the first factor). */
export const verifySecondFactorPasskey = async (
  context: AuthContext,
  user: UserRow,
  response: PasskeyAuthenticationResponse,
): Promise<SecondFactorResult> => {
  const expectedChallenge = await spendChallenge(context, {
    clientDataJSON: response.response.clientDataJSON,
    purpose: "second-factor",
    userId: user.id,
  });
  const passkey = await findPasskeyByCredentialId(context.db, response.id);
  if (passkey?.userId !== user.id) throw invalid("This passkey does not belong to the account signing in");
  await verifyAssertion(context, { passkey, response, expectedChallenge, requireUserVerification: false });
  return { user, tokens: await startSession(context, user, { userAgent: context.userAgent }) };
};
