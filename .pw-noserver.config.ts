import base from "./playwright.config.ts";
export default { ...base, webServer: undefined };
