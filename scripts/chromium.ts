// Where the system Chromium lives and the flags every headless run uses (Lighthouse via
// chrome-launcher, Playwright). Install it with scripts/ensure-debian-package.sh chromium chromium.

/** Path of the Chromium binary; override with the CHROMIUM_PATH environment variable. */
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a quiet, offline-friendly headless Chromium (no sandbox: we run as root in a container). */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The same flags minus "--headless", which Playwright adds itself. */
export const CHROMIUM_ARGS_FOR_PLAYWRIGHT: readonly string[] = CHROMIUM_FLAGS.filter(
  (flag) => flag !== "--headless",
);
