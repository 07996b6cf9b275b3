import { z } from "zod";

/**
 * Passkeys (WebAuthn credentials): the bodies and answers of /api/auth/passkeys… The ceremony objects are the
 * W3C JSON forms (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON` …) that
 * @simplewebauthn/browser takes and gives, described here as far as the server reads them.
 */

export const passkeyNameMaxLength = 100;
/** Enough for every device and security key a person owns, few enough to review. */
export const maxPasskeysPerUser = 20;

const base64url = (what: string) =>
  z
    .string()
    .max(65_536)
    .regex(/^[A-Za-z0-9_-]*$/, "Must be base64url")
    .describe(what);

export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, "Give the passkey a name, e.g. the device that holds it")
  .max(passkeyNameMaxLength, `At most ${passkeyNameMaxLength} characters`)
  .describe("What the passkey is called in the list, e.g. the device that holds it");

/** A passkey as listed. */
export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable().describe("The last sign-in or second factor with it"),
  synced: z
    .boolean()
    .describe("Backed up by its provider (e.g. a password manager), so other devices have it"),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const RenamePasskeyInputSchema = z.strictObject({ name: PasskeyNameSchema });
export type RenamePasskeyInput = z.infer<typeof RenamePasskeyInputSchema>;

const transports = z
  .array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]))
  .max(7)
  .describe("How the client reaches the authenticator");

const CredentialDescriptorSchema = z.object({
  id: base64url("Credential id"),
  type: z.literal("public-key"),
  transports: transports.optional(),
});

const clientExtensionResults = z
  .record(z.string(), z.unknown())
  .describe("The client's extension outputs (`getClientExtensionResults()`)");

/** `navigator.credentials.create()` options for a new passkey of the signed-in user. */
export const PasskeyRegistrationOptionsSchema = z
  .object({
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: base64url("User handle"), name: z.string(), displayName: z.string() }),
    challenge: base64url("Single use; expires after five minutes"),
    pubKeyCredParams: z.array(z.object({ type: z.literal("public-key"), alg: z.number().int() })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(CredentialDescriptorSchema).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
        residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
      })
      .optional(),
    attestation: z.enum(["none", "indirect", "direct", "enterprise"]).optional(),
    extensions: z.record(z.string(), z.unknown()).optional(),
  })
  .describe("PublicKeyCredentialCreationOptionsJSON, for @simplewebauthn/browser's startRegistration");
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptionsSchema>;

/** `navigator.credentials.get()` options: for a sign-in (no credentials listed) or a second factor. */
export const PasskeyAuthenticationOptionsSchema = z
  .object({
    challenge: base64url("Single use; expires after five minutes"),
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(CredentialDescriptorSchema).optional(),
    userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
    extensions: z.record(z.string(), z.unknown()).optional(),
  })
  .describe("PublicKeyCredentialRequestOptionsJSON, for @simplewebauthn/browser's startAuthentication");
export type PasskeyAuthenticationOptions = z.infer<typeof PasskeyAuthenticationOptionsSchema>;

const authenticatorAttachment = z.enum(["platform", "cross-platform"]).optional();

/** What `startRegistration()` gives (RegistrationResponseJSON). */
export const PasskeyRegistrationResponseSchema = z
  .object({
    id: base64url("Credential id"),
    rawId: base64url("Credential id"),
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: base64url("Client data"),
      attestationObject: base64url("Attestation object (CBOR)"),
      authenticatorData: base64url("Authenticator data").optional(),
      transports: transports.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url("Public key (SPKI)").optional(),
    }),
    authenticatorAttachment,
    clientExtensionResults,
  })
  .describe("RegistrationResponseJSON, as @simplewebauthn/browser's startRegistration answers");
export type PasskeyRegistrationResponse = z.infer<typeof PasskeyRegistrationResponseSchema>;

/** What `startAuthentication()` gives (AuthenticationResponseJSON). */
export const PasskeyAuthenticationResponseSchema = z
  .object({
    id: base64url("Credential id"),
    rawId: base64url("Credential id"),
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: base64url("Client data"),
      authenticatorData: base64url("Authenticator data"),
      signature: base64url("Signature over the authenticator data and the client data's hash"),
      userHandle: base64url("User handle the credential was made for").optional(),
    }),
    authenticatorAttachment,
    clientExtensionResults,
  })
  .describe("AuthenticationResponseJSON, as @simplewebauthn/browser's startAuthentication answers");
export type PasskeyAuthenticationResponse = z.infer<typeof PasskeyAuthenticationResponseSchema>;

/** Body of `POST /api/auth/passkeys`: the new credential and its name. */
export const AddPasskeyInputSchema = z.strictObject({
  name: PasskeyNameSchema,
  response: PasskeyRegistrationResponseSchema,
});
export type AddPasskeyInput = z.infer<typeof AddPasskeyInputSchema>;

/** Body of the passkey sign-in and of the passkey second factor: the signed assertion. */
export const PasskeyAssertionInputSchema = z.strictObject({ response: PasskeyAuthenticationResponseSchema });
export type PasskeyAssertionInput = z.infer<typeof PasskeyAssertionInputSchema>;
