// Trial accounts (spec §3): every account route behind one same-origin check.
import type { FastifyInstance } from "fastify";
import { sameOriginGuard } from "../auth/same-origin.ts";
import { accountContext, type AccountRouteOptions } from "./context.ts";
import { accountAccessRoutes } from "./access-routes.ts";
import { onboardingRoutes } from "./onboarding-routes.ts";
import { signupRoutes } from "./signup-routes.ts";
import { subscriptionRoutes } from "./subscription-routes.ts";

export type { AccountRouteOptions };

export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const ctx = accountContext(options);
  app.decorateRequest("account", null);
  app.addHook("onRequest", sameOriginGuard(options.publicSiteUrl));
  await app.register(signupRoutes(ctx));
  await app.register(accountAccessRoutes(ctx));
  await app.register(onboardingRoutes(ctx));
  await app.register(subscriptionRoutes(ctx));
}
