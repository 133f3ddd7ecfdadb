// The first touch a browser keeps (app/features/attribution/first-touch.ts), apart from the
// capture's module so that the code every route loads carries none of it.

/** The first touch is kept this long in the browser, and only with marketing consent. */
export const FIRST_TOUCH_DAYS = 90;
/** The localStorage key of the first touch (written only with marketing consent). */
export const FIRST_TOUCH_STORAGE_KEY = "tramita:primeiro-contato";
