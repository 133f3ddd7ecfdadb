// The frame of the account pages: a narrow, centred column on a soft background.
import type { ReactNode } from "react";
import { PageShell } from "../../components/layout/page-shell";
import { cn } from "../../lib/cn";
import type { UrlSecretParam } from "../../../contracts/url-secret-params";
import { readUrlSecret } from "../../lib/url-secrets";
import { accountPageMeta, type AccountPageHead } from "./account-meta";
import { LoadingState } from "./loading-state";

interface AccountPageFrame {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  width?: "narrow" | "wide";
}

export function AccountPage({ title, lead, eyebrow, width = "narrow", children }: AccountPageFrame & { children: ReactNode }) {
  return (
    <PageShell>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className={cn("mx-auto px-4 pt-10 pb-16 sm:px-6 lg:px-8 lg:pt-14", width === "narrow" ? "max-w-2xl" : "max-w-6xl")}>
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {lead ? <div className="mt-3 text-lg text-slate-700">{lead}</div> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </PageShell>
  );
}

/**
 * A page opened from an e-mailed link: its frame; the route's HydrateFallback, the frame
 * prerendered with a loading line until the browser has read the link (the lead says what the
 * page does); its meta, never indexed; its clientLoader, which reads the link's `secret` from
 * the address (readUrlSecret) and nothing else, so nothing to revalidate.
 */
export function linkPage(frame: AccountPageFrame, head: AccountPageHead, secret: UrlSecretParam) {
  const Frame = ({ children }: { children: ReactNode }) => <AccountPage {...frame}>{children}</AccountPage>;
  const HydrateFallback = () => (
    <AccountPage {...frame}>
      <LoadingState />
    </AccountPage>
  );
  return {
    Frame,
    HydrateFallback,
    meta: () => accountPageMeta(head),
    clientLoader: () => ({ token: readUrlSecret(secret) }),
    shouldRevalidate: () => false,
  };
}
