// Everything the ALTCHA widget needs in the browser, in one lazily loaded chunk. It uses the
// package's "external" build so nothing is inlined: the styles come from a CSS file and the
// proof-of-work runs in worker scripts served from our own origin (CSP: style-src 'self',
// worker-src 'self'; the default build would need an inline <style> and blob: workers).
import "altcha/altcha.css";
// oxlint-disable-next-line import/no-unassigned-import -- defines <altcha-widget> and the $altcha global
import "altcha/external";
// oxlint-disable-next-line import/no-unassigned-import -- registers the "pt-br" strings
import "altcha/i18n/pt-br";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import ShaWorker from "altcha/workers/sha?worker";

const { algorithms } = globalThis.$altcha;
for (const name of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"]) {
  algorithms.set(name, () => new Pbkdf2Worker({ name: "altcha-pbkdf2" }));
}
for (const name of ["SHA-256", "SHA-384", "SHA-512"]) {
  algorithms.set(name, () => new ShaWorker({ name: "altcha-sha" }));
}

/** The language key "altcha/i18n/pt-br" registers. */
export const ALTCHA_LANGUAGE = "pt-br";
