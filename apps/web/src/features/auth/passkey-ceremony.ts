import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from "@simplewebauthn/browser";
import type {
  PasskeyAuthenticationOptions,
  PasskeyAuthenticationResponse,
  PasskeyRegistrationOptions,
  PasskeyRegistrationResponse,
} from "@vitae/schema";

/**
 * The browser's side of the passkey ceremonies, through @simplewebauthn/browser: it turns the server's JSON
 * options into navigator.credentials calls and the credentials back into JSON the server reads.
 */

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Conditional mediation: the browser offers passkeys in the username field's autofill. */
export const passkeyAutofillSupported = (): Promise<boolean> => browserSupportsWebAuthnAutofill();

export const createPasskeyCredential = async (
  options: PasskeyRegistrationOptions,
): Promise<PasskeyRegistrationResponse> =>
  (await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  })) as PasskeyRegistrationResponse;

export const getPasskeyAssertion = async (
  options: PasskeyAuthenticationOptions,
  { autofill = false }: { autofill?: boolean } = {},
): Promise<PasskeyAuthenticationResponse> =>
  (await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  })) as PasskeyAuthenticationResponse;

/** Ends a waiting ceremony (the autofill one when the page goes away). */
export const cancelPasskeyCeremony = (): void => WebAuthnAbortService.cancelCeremony();

/**
 * True when the person closed the browser's passkey dialog, it timed out, or another ceremony replaced it:
 * nothing went wrong, so nothing is toasted.
 */
export const isPasskeyCancel = (error: unknown): boolean => {
  const named = (value: unknown) => (value instanceof Error ? value.name : undefined);
  const code = (error as { code?: unknown } | null)?.code;
  return (
    named(error) === "NotAllowedError" ||
    named(error) === "AbortError" ||
    named((error as { cause?: unknown } | null)?.cause) === "NotAllowedError" ||
    code === "ERROR_CEREMONY_ABORTED"
  );
};
