// The unsubscribe link's token: the subscription's id signed with a server secret. It lasts
// as long as the subscription (the row it names goes when it is used), so nothing of it is
// stored. The confirmation link's token is a random single-use one, stored only as its
// SHA-256 (server/auth/tokens.ts).
import { signedValue, signToken } from "../auth/signed-tokens.ts";

export const unsubscribeToken = (secret: string, subscriptionId: string) => signToken(secret, subscriptionId);

/** The subscription id an unsubscribe token names, when the token carries this server's signature. */
export const unsubscribeTarget = (secret: string, token: string): string | null => signedValue(secret, token);
