// A software passkey for the server tests: an ES256 key pair answering WebAuthn ceremonies as
// a platform authenticator with user verification would (attestation "none"), so the tests
// drive the server's verification with real signatures, counters and challenges. Browser
// tests use Chromium's virtual authenticator instead (tests/e2e/staff-passkey.spec.ts).
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface TestAuthenticator {
  credentialId: string;
  /** The signature counter: registered as it is, then raised by each sign-in (0 stays 0, as authenticators without one do). */
  counter: number;
  register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON;
  signIn(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON;
}

export function testAuthenticator({ counter = 0, userVerified = true } = {}): TestAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const id = randomBytes(16);
  // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  const flags = UP | (userVerified ? UV : 0);
  /** The user handle the registration gave, which a discoverable credential returns on sign-in. */
  let userHandle: string | undefined;
  const authenticator: TestAuthenticator = {
    credentialId: b64(id),
    counter,
    register(options, origin) {
      userHandle = options.user.id;
      const credentialIdLength = Buffer.alloc(2);
      credentialIdLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([sha256(options.rp.id!), Buffer.of(flags | AT), uint32(authenticator.counter), Buffer.alloc(16), credentialIdLength, id, Buffer.from(coseKey)]);
      const attestationObject = isoCBOR.encode(new Map<string, string | Map<string, never> | Uint8Array>([["fmt", "none"], ["attStmt", new Map<string, never>()], ["authData", authData]]));
      return {
        id: authenticator.credentialId,
        rawId: authenticator.credentialId,
        type: "public-key",
        response: { clientDataJSON: b64(clientData("webauthn.create", options.challenge, origin)), attestationObject: b64(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    signIn(options, origin) {
      if (authenticator.counter > 0) authenticator.counter += 1;
      const authData = Buffer.concat([sha256(options.rpId!), Buffer.of(flags), uint32(authenticator.counter)]);
      const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: authenticator.credentialId,
        rawId: authenticator.credentialId,
        type: "public-key",
        response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature), ...(userHandle && { userHandle }) },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
  return authenticator;
}
