// The app's one TanStack Query client, with the spec's cache defaults (spec §9). It is
// provided by the pages that read server data through queries (QueryProvider), not by the
// root: the root's chunk is part of every first load, and the landing has no query, so the
// ~10 KB of query code would be dead weight there (the landing's JavaScript budget in npm run bench).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DATA_CACHE, dataCacheRetryDelay } from "../../contracts/data-cache";

let client: QueryClient | undefined;

/** The one client of this browser tab (created on first use, so the cache outlives a page). */
export function appQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: {
        retry: DATA_CACHE.retries,
        retryDelay: dataCacheRetryDelay,
        gcTime: DATA_CACHE.gcTimeMs,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
