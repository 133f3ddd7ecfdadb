-- wrk script of the demo step: POSTs the JSON bodies of the file BODIES_FILE (one per
-- line) in turn, each once while they last (an accepted request needs a captcha of its own).
-- With PAUSE_MS set, each connection waits that long before each request: a paced flow.
local bodies = {}
for line in io.lines(os.getenv("BODIES_FILE")) do bodies[#bodies + 1] = line end
local next = 0
wrk.method = "POST"
wrk.headers["content-type"] = "application/json"

request = function()
  next = next + 1
  return wrk.format(nil, nil, nil, bodies[(next - 1) % #bodies + 1])
end

local pause = tonumber(os.getenv("PAUSE_MS") or "")
if pause then
  delay = function()
    return pause
  end
end
