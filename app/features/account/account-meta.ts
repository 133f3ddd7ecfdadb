// Meta of the account pages: private pages (tokens, sessions) are never indexed.
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../lib/seo";

export interface AccountPageHead {
  title: string;
  description: string;
  path: string;
  indexed?: boolean;
}

export function accountPageMeta(page: AccountPageHead): MetaDescriptor[] {
  const meta = pageMeta({ ...page, ownShareCard: page.indexed === true });
  return page.indexed ? meta : [...meta, { name: "robots", content: "noindex" }];
}
