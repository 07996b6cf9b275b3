import { queryOptions } from "@tanstack/react-query";
import {
  type AddPasskeyInput,
  AuthResponseSchema,
  PasskeyAuthenticationOptionsSchema,
  type PasskeyAuthenticationResponse,
  PasskeyRegistrationOptionsSchema,
  PasskeySchema,
  type Reauthentication,
  UserSchema,
} from "@vitae/schema";
import { z } from "zod";
import { api, noContent } from "@/lib/api-client";

const base = "/user/me/passkeys";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The user's passkeys, newest first. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: ["user", "passkeys"] as const,
    queryFn: () => api.get(base, z.array(PasskeySchema)),
  });

/** Options for creating a passkey; their challenge works once, for five minutes. */
export const passkeyRegistrationOptions = () =>
  api.post("/auth/passkeys/registration-options", PasskeyRegistrationOptionsSchema);

export const addPasskey = (input: AddPasskeyInput) => api.post(base, PasskeySchema, input);

export const renamePasskey = (id: string, name: string) => api.patch(one(id), PasskeySchema, { name });

/** Removing one needs the password or a two-factor code, like other sensitive changes. */
export const removePasskey = (id: string, proof: Reauthentication) => api.delete(one(id), noContent, proof);

export const passkeySignInOptions = () =>
  api.post("/auth/passkeys/sign-in-options", PasskeyAuthenticationOptionsSchema);

export const signInWithPasskey = (response: PasskeyAuthenticationResponse) =>
  api.post("/auth/passkeys/sign-in", AuthResponseSchema, { response });

/** For the second step of a `2fa_required` sign-in: the account's passkeys (404 when it has none). */
export const secondFactorPasskeyOptions = () =>
  api.post("/auth/2fa/passkey-options", PasskeyAuthenticationOptionsSchema);

export const verifySecondFactorPasskey = (response: PasskeyAuthenticationResponse) =>
  api.post("/auth/2fa/passkey", UserSchema, { response });
