import { hkdfSync } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import { z } from "zod";
import type { Config } from "../../../config.ts";
import { tokenKeys } from "../token-secrets.ts";
import type { OAuthProviderName } from "./external-profile.ts";

/** What the browser carries from the start of a sign-in to its callback. */
export type OAuthFlow = { state: string; codeVerifier: string; nonce: string };

/** A sign-in must come back from the provider within this time. */
export const flowMaxAgeSeconds = 10 * 60;

export const flowCookieName = (provider: OAuthProviderName) => `vitae_oauth_${provider}`;

const FlowClaimsSchema = z.object({
  provider: z.string(),
  state: z.string().min(1),
  codeVerifier: z.string().min(43),
  nonce: z.string().min(1),
});

const keys = new WeakMap<Config, Uint8Array>();

// Encrypted, not only signed: the PKCE verifier and the nonce must stay secret until the callback. Derived from
// the access token secret, so every node of a cluster configured with the same secrets can read it.
const flowKey = (config: Config): Uint8Array => {
  let key = keys.get(config);
  if (key === undefined) {
    key = new Uint8Array(hkdfSync("sha256", tokenKeys(config).access, "vitae", "oauth-flow-cookie", 32));
    keys.set(config, key);
  }
  return key;
};

export const sealFlow = (config: Config, provider: OAuthProviderName, flow: OAuthFlow): Promise<string> =>
  new EncryptJWT({ provider, ...flow })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(`${flowMaxAgeSeconds}s`)
    .encrypt(flowKey(config));

/** The flow sealed for `provider`, or undefined when the cookie is missing, expired, tampered with or foreign. */
export const openFlow = async (
  config: Config,
  provider: OAuthProviderName,
  sealed: string | undefined,
): Promise<OAuthFlow | undefined> => {
  if (sealed === undefined || sealed === "") return undefined;
  try {
    const { payload } = await jwtDecrypt(sealed, flowKey(config), {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
      maxTokenAge: `${flowMaxAgeSeconds}s`,
    });
    const claims = FlowClaimsSchema.parse(payload);
    if (claims.provider !== provider) return undefined;
    return { state: claims.state, codeVerifier: claims.codeVerifier, nonce: claims.nonce };
  } catch {
    return undefined;
  }
};
