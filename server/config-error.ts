// A setting the operator must fix: the server says which, and does not start. Kept apart from
// config.ts, whose imports load the price table, so that main.ts can catch both.
export class ConfigError extends Error {}
