// A staff member's optional passkey for /painel (WebAuthn, through @simplewebauthn/server):
// once signed in by e-mail they may register one, and later sign in with it instead of the
// mail. Each ceremony's challenge is written to the database by its SHA-256, so whichever
// instance gets the answer verifies it; it is spent by the one statement that finds it, before
// the answer is checked, and only within STAFF_PASSKEY_CHALLENGE_TTL_MS. A registration's is
// bound to the session that asked for it. Sign-in needs user verification (the device's
// biometrics or PIN): the passkey stands alone, as the e-mailed link does.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { COSEALG, decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import { and, asc, eq, gt, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import { site } from "../../contracts/site.ts";
import { STAFF_PASSKEY_CHALLENGE_TTL_MS } from "../../contracts/staff-panel.ts";
import type { Db } from "../db/client.ts";
import { staffPasskeyChallenges, staffPasskeys } from "../db/schema.ts";
import { hashToken } from "../auth/tokens.ts";
import { isStaff, type StaffSession } from "./access.ts";

/** Who the passkeys are for: the site's host name and origin, from PUBLIC_SITE_URL (never a request header). */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(publicSiteUrl: string): RelyingParty {
  const url = new URL(publicSiteUrl);
  return { id: url.hostname, origin: url.origin, name: `Painel do ${site.name}` };
}

/**
 * The signature algorithms offered and accepted: the library's defaults without the
 * post-quantum ML-DSA-44, which Node's Web Crypto has only as an experiment (probing it prints
 * a warning) and no authenticator uses yet.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

const base64url = z.string().max(8192).regex(/^[\w-]*$/);
const credentialFields = { id: base64url.min(1).max(1024), rawId: base64url.min(1).max(1024), type: z.literal("public-key"), clientExtensionResults: z.record(z.string(), z.unknown()), authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional() };

/** A browser's answer to a registration, as @simplewebauthn/browser sends it (its other members are not read). */
export const passkeyRegistrationBodySchema = z.object({
  ...credentialFields,
  response: z.object({ clientDataJSON: base64url, attestationObject: base64url, transports: z.array(z.string().regex(/^[a-z-]{1,32}$/)).max(16).optional() }),
});

/** A browser's answer to a sign-in, as @simplewebauthn/browser sends it. */
export const passkeySignInBodySchema = z.object({
  ...credentialFields,
  response: z.object({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
});

type Purpose = (typeof staffPasskeyChallenges.$inferSelect)["purpose"];

async function issueChallenge(db: Db, purpose: Purpose, sessionHash: string | null, challenge: string, now: Date) {
  await db.insert(staffPasskeyChallenges).values({ challengeHash: hashToken(challenge), purpose, sessionHash, expiresAt: new Date(now.getTime() + STAFF_PASSKEY_CHALLENGE_TTL_MS) });
}

/** Spends the challenge the answer's client data carries: the challenge, or null when unknown, spent, expired, of another ceremony or another session. */
async function spendChallenge(db: Db, clientDataJSON: string, purpose: Purpose, sessionHash: string | null, now: Date): Promise<string | null> {
  let challenge: unknown;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== "string") return null;
  const [spent] = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.challengeHash, hashToken(challenge)),
        eq(staffPasskeyChallenges.purpose, purpose),
        sessionHash === null ? isNull(staffPasskeyChallenges.sessionHash) : eq(staffPasskeyChallenges.sessionHash, sessionHash),
        gt(staffPasskeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challengeHash: staffPasskeyChallenges.challengeHash });
  return spent ? challenge : null;
}

/** What the browser needs to create a passkey for the signed-in member: a discoverable credential, verified by the device, not one they already have. */
export async function registrationOptions(db: Db, session: StaffSession, rp: RelyingParty, now: Date): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports }).from(staffPasskeys).where(eq(staffPasskeys.email, session.email));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: session.email,
    timeout: STAFF_PASSKEY_CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await issueChallenge(db, "registration", session.sessionHash, options.challenge, now);
  return options;
}

/** Verifies a registration answer and keeps the passkey for the member's address; false when refused. */
export async function registerPasskey(db: Db, session: StaffSession, response: RegistrationResponseJSON, rp: RelyingParty, now: Date): Promise<boolean> {
  const challenge = await spendChallenge(db, response.response.clientDataJSON, "registration", session.sessionHash, now);
  if (!challenge) return false;
  const verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true, supportedAlgorithmIDs: ALGORITHMS }).catch(() => null);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  const kept = await db
    .insert(staffPasskeys)
    .values({ credentialId: credential.id, publicKey: Buffer.from(credential.publicKey), counter: credential.counter, transports: credential.transports ?? [], email: session.email, createdAt: now })
    .onConflictDoNothing()
    .returning({ credentialId: staffPasskeys.credentialId });
  return kept.length > 0;
}

/** What the browser needs to sign in with any passkey of this site it holds (discoverable: no address is asked). */
export async function signInOptions(db: Db, rp: RelyingParty, now: Date): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required", timeout: STAFF_PASSKEY_CHALLENGE_TTL_MS });
  await issueChallenge(db, "sign-in", null, options.challenge, now);
  return options;
}

export type PasskeySignIn = { email: string } | { refused: "challenge" | "unknown" | "invalid" };

/**
 * Verifies a sign-in answer: the address it signs in, or why not: the challenge was not
 * issued, was spent or expired; the passkey is not registered (or its address is no longer
 * listed); or the signature, the user verification or the counter fails. The counter is
 * written only if no other answer wrote a higher one meanwhile (on any instance), so a cloned
 * authenticator's answer cannot pass beside the original's.
 */
export async function verifyPasskeySignIn(db: Db, response: AuthenticationResponseJSON, rp: RelyingParty, staffEmails: readonly string[], now: Date): Promise<PasskeySignIn> {
  const challenge = await spendChallenge(db, response.response.clientDataJSON, "sign-in", null, now);
  if (!challenge) return { refused: "challenge" };
  const [passkey] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, response.id));
  if (!passkey || !isStaff(staffEmails, passkey.email)) return { refused: "unknown" };
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return { refused: "invalid" };
  const { newCounter } = verification.authenticationInfo;
  const [used] = await db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(staffPasskeys.credentialId, passkey.credentialId), newCounter === 0 ? eq(staffPasskeys.counter, 0) : lt(staffPasskeys.counter, newCounter)))
    .returning({ email: staffPasskeys.email });
  return used ? { email: used.email } : { refused: "invalid" };
}

export interface PasskeyLine {
  credentialId: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The member's passkeys, oldest first. */
export function passkeysOf(db: Db, email: string): Promise<PasskeyLine[]> {
  return db
    .select({ credentialId: staffPasskeys.credentialId, createdAt: staffPasskeys.createdAt, lastUsedAt: staffPasskeys.lastUsedAt })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.email, email))
    .orderBy(asc(staffPasskeys.createdAt));
}

/** Removes one of the member's own passkeys; another's is left alone. */
export async function removePasskey(db: Db, email: string, credentialId: string) {
  await db.delete(staffPasskeys).where(and(eq(staffPasskeys.credentialId, credentialId), eq(staffPasskeys.email, email)));
}
