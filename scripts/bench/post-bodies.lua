-- wrk script of the demo step: POSTs the JSON bodies of the file BODIES_FILE (one per
-- line) in turn, each once while they last (an accepted request needs a captcha of its own).
-- With PAUSE_MS set, each connection waits that long before each request: a paced flow.
-- With IDEMPOTENCY_KEYS set, each request carries an Idempotency-Key of its own, as the
-- site's forms send one with every submission.
-- With CLIENT_BLOCK set (0 to 255), each request comes from a client address of its own,
-- 10.<block>.x.y in X-Forwarded-For, as visitors reach the server through nginx (TRUST_PROXY=1):
-- a load from one address would be a single client, refused past its rate limit.
local bodies = {}
for line in io.lines(os.getenv("BODIES_FILE")) do bodies[#bodies + 1] = line end
local next = 0
wrk.method = "POST"
wrk.headers["content-type"] = "application/json"

-- Runs in wrk's main state: a key prefix per thread, unlike any other run's (runs start seconds apart).
local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("prefix", string.format("%08x", (os.time() * 16 + threads) % 0x100000000))
end

local keyed = os.getenv("IDEMPOTENCY_KEYS")
local block = tonumber(os.getenv("CLIENT_BLOCK") or "")
request = function()
  next = next + 1
  -- wrk.format takes the headers given in place of wrk.headers, so these go in those.
  if keyed then wrk.headers["idempotency-key"] = string.format("%s-0000-4000-8000-%012x", prefix, next) end
  if block then wrk.headers["x-forwarded-for"] = string.format("10.%d.%d.%d", block, math.floor(next / 256) % 256, next % 256) end
  return wrk.format(nil, nil, nil, bodies[(next - 1) % #bodies + 1])
end

local pause = tonumber(os.getenv("PAUSE_MS") or "")
if pause then
  delay = function()
    return pause
  end
end
