// spec §9 'Data cache defaults' on the app's one query client.
import { describe, expect, it } from "vitest";
import { dataCacheRetryDelay } from "../../contracts/data-cache";
import { appQueryClient } from "./query-client";

describe("the app's query client", () => {
  it("is one client for the whole tab", () => {
    expect(appQueryClient()).toBe(appQueryClient());
  });

  it("retries 3 times, backs off exponentially capped at 30 s, and collects garbage after 5 minutes", () => {
    const queries = appQueryClient().getDefaultOptions().queries!;
    expect(queries.retry).toBe(3);
    expect(queries.gcTime).toBe(300_000);
    expect(queries.retryDelay).toBe(dataCacheRetryDelay);
    expect([0, 1, 2, 3, 4, 5, 6].map(dataCacheRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
