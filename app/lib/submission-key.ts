// One Idempotency-Key per submission (README, Operations: Topology): kept while the same
// fields are sent again after no answer came (the API client's retries, or the visitor
// pressing again), so a retry after a lost answer or a restarting instance is the same
// submission on the server; any answer settles it, and the next submission gets a new key.
import { useRef } from "react";
import type { ApiResult } from "./api-client";
import { randomUuid } from "./random-uuid";

/** What a keyed form's send asks of the API client: two more tries when no answer (or a proxy's 502/503/504) comes back. */
export const KEYED_SEND = { networkRetries: 2, retryDelayMs: 800, timeoutMs: 30_000 } as const;

/** The answer of a send that got none: the key it used may still be answered on the server. */
const unanswered = (result: ApiResult<unknown>) => !result.ok && (result.status === 0 || result.status >= 500);

export function useSubmissionKey() {
  /** The key of the last submission that got no answer, with the fields it carried. */
  const pending = useRef<{ key: string; fields: string } | null>(null);
  return {
    /** The key for a submission of `fields` (serialised): the unanswered one's when the fields are the same, else a fresh one. */
    keyFor(fields: string) {
      if (pending.current?.fields !== fields) pending.current = { key: randomUuid(), fields };
      return pending.current.key;
    },
    /** Notes the send's outcome: an answer settles the submission. */
    settle(result: ApiResult<unknown>) {
      if (!unanswered(result)) pending.current = null;
    },
  };
}
