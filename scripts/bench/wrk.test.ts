import { describe, expect, it } from "vitest";
import { parseWrk } from "./wrk.ts";

describe("reading wrk's summary", () => {
  it("takes requests per second, latency in ms, and counts failures", () => {
    const output = `Running 10s test @ http://127.0.0.1:8086/
  1 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   850.12us    1.20ms  35.10ms   94.12%
    Req/Sec     9.53k     1.01k   11.20k    70.00%
  94810 requests in 10.01s, 2.03GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:   9471.53
Transfer/sec:    207.61MB
`;
    expect(parseWrk(output)).toEqual({
      requestsPerSecond: 9472,
      latencyMs: { avg: 0.85012, max: 35.1 },
      requests: 94810,
      non2xx: 4,
      socketErrors: 3,
    });
  });

  it("takes the 50th and 99th percentiles of its --latency distribution", () => {
    const output = `Running 5s test @ http://127.0.0.1:4000/api/demo-request
  1 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    31.58ms   40.10ms 401.00ms   90.00%
    Req/Sec   560.00    100.00   700.00     70.00%
  Latency Distribution
     50%   31.58ms
     75%   45.00ms
     90%   80.12ms
     99%  210.22ms
  2800 requests in 5.05s, 1.00MB read
Requests/sec:    554.45
Transfer/sec:    200.00KB
`;
    expect(parseWrk(output)).toMatchObject({ requestsPerSecond: 554, percentilesMs: { p50: 31.58, p99: 210.22 }, latencyMs: { avg: 31.58, max: 401 } });
  });
});
