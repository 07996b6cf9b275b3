import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type {
  PasskeyAuthenticationOptions,
  PasskeyAuthenticationResponse,
  PasskeyRegistrationOptions,
  PasskeyRegistrationResponse,
} from "@vitae/schema";

/**
 * A software authenticator for server tests: a P-256 key pair from node:crypto, attestation "none", and
 * assertions whose authenticator data and client data it builds and signs itself, as a security key or a phone
 * would. Each part can be bent (origin, counter, flags) to play a broken or hostile client.
 */

/** The few CBOR shapes WebAuthn needs (RFC 8949): unsigned/negative integers, byte and text strings, maps. */
const cbor = (value: unknown): Buffer => {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const bytes = Buffer.alloc(5);
    bytes[0] = (major << 5) | 26;
    bytes.writeUInt32BE(length, 1);
    return bytes;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Map) {
    const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
    return Buffer.concat([head(5, value.size), ...entries]);
  }
  throw new Error(`No CBOR for ${typeof value}`);
};

export const flags = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10 } as const;
const attestedCredentialData = 0x40;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

export type CeremonyOverrides = {
  /** The page's origin as the browser reports it in the client data. */
  origin?: string;
  rpId?: string;
  /** The signature count to report; by default one more than the last. */
  counter?: number;
  /** Authenticator data flags; by default user present and verified. */
  flags?: number;
  /** Signs with this challenge instead of the options' one. */
  challenge?: string;
};

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  readonly #rpId: string;
  readonly #origin: string;
  #userHandle: string | undefined;
  counter = 0;

  constructor({
    rpId = "localhost",
    origin = "http://localhost:3000",
  }: { rpId?: string; origin?: string } = {}) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.#privateKey = pair.privateKey;
    this.#publicKey = pair.publicKey;
    this.#rpId = rpId;
    this.#origin = origin;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The credential public key as COSE_Key (EC2, ES256, P-256). */
  #coseKey(): Buffer {
    const jwk = this.#publicKey.export({ format: "jwk" });
    return cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    );
  }

  #authenticatorData(overrides: CeremonyOverrides, extra?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(overrides.counter ?? this.counter);
    const flagByte =
      (overrides.flags ?? flags.userPresent | flags.userVerified) | (extra ? attestedCredentialData : 0);
    return Buffer.concat([
      sha256(overrides.rpId ?? this.#rpId),
      Buffer.from([flagByte]),
      counter,
      ...(extra ? [extra] : []),
    ]);
  }

  #clientData(type: "webauthn.create" | "webauthn.get", challenge: string, overrides: CeremonyOverrides) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? this.#origin,
        crossOrigin: false,
      }),
    );
  }

  /** Answers registration options: a new credential with attestation "none". */
  register(
    options: PasskeyRegistrationOptions,
    overrides: CeremonyOverrides = {},
  ): PasskeyRegistrationResponse {
    this.#userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const credential = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.#coseKey()]);
    const authData = this.#authenticatorData(overrides, credential);
    if (overrides.counter !== undefined) this.counter = overrides.counter;
    const attestationObject = cbor(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.#clientData("webauthn.create", options.challenge, overrides)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** Answers authentication options with a signed assertion; the counter goes up by one unless overridden. */
  assert(
    options: PasskeyAuthenticationOptions,
    overrides: CeremonyOverrides = {},
  ): PasskeyAuthenticationResponse {
    this.counter = overrides.counter ?? this.counter + 1;
    const authData = this.#authenticatorData({ ...overrides, counter: this.counter });
    const clientData = this.#clientData("webauthn.get", options.challenge, overrides);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.#privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.#userHandle === undefined ? {} : { userHandle: this.#userHandle }),
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
