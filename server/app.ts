// buildServer(config) -> a ready-to-listen Fastify instance; used by main.ts and tests.
import { join } from "node:path";
import compress from "@fastify/compress";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { altchaChallenges, altchaVerifier } from "./captcha/altcha.ts";
import { recaptchaVerifier } from "./captcha/recaptcha.ts";
import type { CaptchaVerifier } from "./captcha/verifier.ts";
import { clientAddressRule, type ServerConfig, type TrustProxy } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { sharedSecret } from "./db/secrets.ts";
import { ApiError } from "./http/api-error.ts";
import { installPipeline } from "./http/pipeline.ts";
import { loggerOptions, RequestLog } from "./logging.ts";
import { healthRoutes } from "./ops/health-routes.ts";
import { installMetrics } from "./ops/metrics.ts";
import { slotsCache } from "./bookings/slots-cache.ts";
import { activeTracing } from "./ops/tracing.ts";
import { createMailer } from "./mail/mailer.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox/mail-worker.ts";
import { createOutbox } from "./outbox/commit.ts";
import { createPdfRenderer, type PdfRenderer } from "./pdf/pdf-renderer.ts";
import { purgeOldRateLimits, requestCounter } from "./rate-limit.ts";
import { enforceRetention } from "./retention.ts";
import { bookingRoutes, linkRateLimit } from "./bookings/routes.ts";
import { bookingOutcomeRoutes } from "./bookings/outcome-routes.ts";
import { createFollowupWorker, type FollowupWorker } from "./bookings/followups.ts";
import { bookingAlarmFor, bookingOrigin } from "./bookings/limits.ts";
import { anonymousSeats } from "./bookings/seats.ts";
import { hostSeats } from "./bookings/hosts/host-seats.ts";
import { createBusyRefresher, type BusyRefresher } from "./bookings/hosts/refresh.ts";
import { createCalendarWriter, type CalendarWriter } from "./bookings/hosts/calendar-writes.ts";
import { purgeExpiredTokens } from "./auth/account-tokens.ts";
import { purgeExpiredSessions, sessionCookies } from "./auth/sessions.ts";
import { accountRoutes } from "./accounts/routes.ts";
import { captchaRoutes } from "./captcha/routes.ts";
import { consentRoutes } from "./consent/routes.ts";
import { demoRequestRoutes } from "./demo-requests/routes.ts";
import { maturityReportRoutes } from "./maturity-reports/routes.ts";
import { platformPriceSource, tablePriceSource } from "./pricing/price-source.ts";
import { pricingRoutes } from "./pricing/routes.ts";
import { quoteRoutes } from "./quotes/routes.ts";
import { dataRightsRoutes } from "./rights/routes.ts";
import { newsletterRoutes } from "./newsletter/routes.ts";
import { securityHeaderValues, securityHeaders } from "./security-headers.ts";
import { servedSite } from "./served-site.ts";
import { fileResponder, serverWithFastPath } from "./file-fast-path.ts";
import { staticSite } from "./static-site.ts";
import { editorRoutes } from "./cms/editor-routes.ts";
import { measurementCounters, type MeasurementCounters } from "./measurement/counters.ts";
import { beaconRoutes } from "./measurement/routes.ts";
import { beaconIntake, beaconResponder } from "./measurement/beacon-intake.ts";
import { staffRoutes } from "./staff/routes.ts";
import { purgeStaffAccess } from "./staff/access.ts";
import { isKnownRoute } from "../contracts/routes.ts";
import { isEditorPath } from "../contracts/cms.ts";
import { createEventQueue } from "./webhooks/queue.ts";
import { createWebhookWorker, type WebhookWorker } from "./webhooks/worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    outbox: OutboxWorker;
    /** Moves bookings' reminders and outcome requests into the outbox when due. */
    followups: FollowupWorker;
    pdfRenderer: PdfRenderer;
    webhooks: WebhookWorker;
    /** With BOOKING_HOSTS_FILE: the reader of hosts' calendars and the writer of bookings into them. */
    bookingHosts: { refresher: BusyRefresher; writer: CalendarWriter } | null;
    /** The beacons' counters in memory (null with MEASUREMENT=off). */
    measurement: MeasurementCounters | null;
    /** From now on /readyz answers 503 (SIGTERM: the balancer is to stop sending). */
    beginShutdown(): void;
  }
}

const HOUSEKEEPING_MS = 60 * 60 * 1000;

export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  // The database first: the logger hashes client IPs with a key kept there.
  // Until the logger exists, a lost idle connection goes unlogged (the pool has dropped it).
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.pgliteDir ?? join(config.dataDir, "db"),
    pgliteImage: config.pgliteImage,
    schemaName: config.databaseSchema,
    poolSize: config.databasePoolSize,
    onConnectionError: (err) => log?.warn({ err }, "an idle database connection was lost; the next query opens a new one"),
  });
  const { db } = database;
  const requestHits = requestCounter(database);
  const hashKey = await sharedSecret(db, "ip-hash");

  const { site, headers, csp, hsts } = await servedSite(config);

  // Beacons and the build's files are answered before Fastify on a listening server (their
  // modules say why); what they do not take goes on to Fastify.
  const measurement = config.measurement ? measurementCounters(db, (err) => log?.warn({ err }, "measurement: counters not written; kept for the next flush")) : null;
  const beacons = measurement && beaconIntake({ counters: measurement, now: config.now });
  const fastPaths = [...(beacons ? [beaconResponder(beacons, headers)] : []), ...(site ? [fileResponder(site.files, headers)] : [])];

  const app = Fastify({
    logger: loggerOptions({ level: config.logLevel, hashKey, stream: config.logStream }),
    logController: new RequestLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ...(fastPaths.length > 0 && { serverFactory: serverWithFastPath((request, response) => fastPaths.some((respond) => respond(request, response))) }),
  });
  // First, so every route and hook registered after it is traced (only when tracing is on).
  const tracing = activeTracing();
  if (tracing) await app.register(tracing.plugin);
  app.decorate("database", database);
  log = app.log;
  app.log.info(clientAddressRule(config.trustProxy));
  if (config.publicSiteUrlIsDefault) {
    app.log.warn(`PUBLIC_SITE_URL is not set: links in e-mails point to ${config.publicSiteUrl}; set it to the site's public address before going live`);
  }

  // Registered first: plugins registered after it inherit the validator and error handler.
  installPipeline(app);

  let shuttingDown = false;
  app.decorate("beginShutdown", () => {
    shuttingDown = true;
  });
  const clock = config.now ?? (() => new Date());
  const hostsReport = config.bookingHosts && { settings: config.bookingHosts, now: clock };
  healthRoutes(app, { database, shuttingDown: () => shuttingDown, hosts: hostsReport });
  // Before the routes, so its request histogram and refusal counters see them all.
  const pdfRenderer = createPdfRenderer(config.pdf);
  app.decorate("pdfRenderer", pdfRenderer);
  const metrics = await installMetrics(app, {
    token: config.metricsToken,
    database,
    pdf: pdfRenderer,
    onQueueError: (err) => app.log.warn({ err }, "metrics: the delivery queues could not be read"),
    hosts: hostsReport,
    beacons,
  });

  // Compression must be registered before the static files so it wraps them.
  await app.register(compress, { threshold: 1024 });
  securityHeaders(app, headers);

  let captcha: CaptchaVerifier;
  if (config.captcha.provider === "recaptcha") {
    captcha = recaptchaVerifier({ secretKey: config.captcha.secretKey, verifyUrl: config.captcha.verifyUrl });
  } else {
    const secrets = { signatureSecret: await sharedSecret(db, "altcha-signature"), keySignatureSecret: await sharedSecret(db, "altcha-key-signature") };
    const { maxNumber, alarmMaxNumber } = config.captcha;
    captcha = altchaVerifier({ db, ...secrets });
    // The booking form's challenge is harder for a client while an hourly alarm holds for it (bookings/limits.ts).
    const bookingAlarm = (request: { readonly ip: string }) => bookingAlarmFor(db, bookingOrigin(request, hashKey), config.bookingLimits, (config.now ?? (() => new Date()))());
    await app.register(captchaRoutes, {
      newChallenge: altchaChallenges(secrets),
      maxNumberFor: async (form, request) => (form === "booking" && (await bookingAlarm(request)) ? alarmMaxNumber : maxNumber),
      requestHits,
      hashKey,
      rateLimit: config.requestRateLimits.captchaChallenge,
    });
  }

  // PRICING_API=app: the platform's answer is the price of every contract and plan change.
  const prices = config.pricingOrigin ? platformPriceSource(config.pricingOrigin, config.pricingTimeoutMs) : tablePriceSource();

  const mailDir = join(config.dataDir, "mail");
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir });
  const outbox = createOutboxWorker({
    db,
    mailer,
    pollMs: config.outboxPollMs,
    retryBaseMs: config.outboxRetryBaseMs,
    onError: (error, id, willRetry) => {
      if (id === null) app.log.warn({ err: error }, "mail outbox could not claim messages; will retry");
      else if (willRetry) app.log.warn({ err: error, outboxId: id }, "mail delivery failed; will retry");
      else app.log.error({ err: error, outboxId: id }, "mail delivery failed; message marked failed");
    },
  });
  app.decorate("outbox", outbox);
  const webhooks = createWebhookWorker({
    db,
    settings: config.webhooks,
    recipientKey: hashKey,
    pollMs: config.outboxPollMs,
    // The reason as stored (masked), under a key the error serializer leaves alone: it is text, not an Error.
    onFailure: ({ eventId, destination, attempts, error: lastError, dead }) =>
      dead
        ? app.log.error({ eventId, destination, attempts, lastError }, "event delivery failed; event marked dead")
        : app.log.warn({ eventId, destination, attempts, lastError }, "event delivery failed; will retry"),
    onError: (err, destination) => app.log.warn({ err, destination }, "event delivery worker error"),
  });
  app.decorate("webhooks", webhooks);
  const events = createEventQueue(config.webhooks);
  app.log.info(`outbound events: ${config.webhooks.destinations.map((d) => `${d.name} (${[...d.events].join(", ")})`).join("; ") || "no destination configured"}`);

  // What every resource's routes are built on.
  const delivery = createOutbox(config.outboxWorker ? { mail: outbox, events: webhooks } : null);
  const followups = createFollowupWorker({
    db,
    outbox: delivery,
    now: config.now ?? (() => new Date()),
    pollMs: config.outboxPollMs,
    onError: (err) => app.log.warn({ err }, "booking reminders could not be dispatched; will retry"),
  });
  app.decorate("followups", followups);
  const base = { db, captcha, hashKey, requestHits, events, outbox: delivery, onConversion: metrics.conversionAccepted, portableOnly: config.portableFormsOnly };

  await app.register(consentRoutes, { db, hashKey, now: config.now });
  await app.register(demoRequestRoutes, { ...base, rateLimit: config.demoRateLimit, salesInbox: config.salesInbox, publicSiteUrl: config.publicSiteUrl });
  // With BOOKING_HOSTS_FILE, demos are booked with named hosts whose calendars are read in the background.
  const hostSettings = config.bookingHosts;
  const bookingHosts = hostSettings && {
    settings: hostSettings,
    refresher: createBusyRefresher({ db, settings: hostSettings, log: app.log, now: config.now, onFailure: metrics.calendarReadFailed }),
    writer: createCalendarWriter({ db, settings: hostSettings, log: app.log, now: config.now }),
  };
  app.decorate("bookingHosts", bookingHosts);
  if (hostSettings) app.log.info(`demo hosts: ${hostSettings.hosts.map((host) => host.id).join(", ")} (BOOKING_HOSTS_FILE)`);
  const bookingTokenSecret = await sharedSecret(db, "booking-token");
  await app.register(bookingRoutes, {
    ...base,
    rateLimit: config.bookingRateLimit,
    tokenSecret: bookingTokenSecret,
    salesInbox: config.salesInbox,
    publicSiteUrl: config.publicSiteUrl,
    seats: hostSettings ? hostSeats(hostSettings) : anonymousSeats(config.bookingCapacity),
    hosts: bookingHosts,
    reminderMinutes: config.bookingReminderMinutes,
    limits: config.bookingLimits,
    alarmCaptchaWork: config.captcha.provider === "altcha" ? config.captcha.alarmMaxNumber : null,
    slotsRateLimit: config.requestRateLimits.slots,
    slotsCache: slotsCache(config.slotsCacheMs),
    now: config.now,
  });
  await app.register(bookingOutcomeRoutes, { db, hashKey, requestHits, events, outbox: delivery, tokenSecret: bookingTokenSecret, rateLimit: linkRateLimit(config.bookingRateLimit), now: config.now });
  await app.register(pricingRoutes, { hashKey, requestHits, rateLimit: config.requestRateLimits.pricing });
  await app.register(quoteRoutes, { ...base, pdf: pdfRenderer, prices });
  await app.register(maturityReportRoutes, { ...base, publicSiteUrl: config.publicSiteUrl });
  await app.register(accountRoutes, {
    ...base,
    publicSiteUrl: config.publicSiteUrl,
    appUrl: config.appUrl,
    sessions: sessionCookies(config.publicSiteUrl),
    prices,
    rateLimit: config.accountRateLimit,
    subscriptionRateLimit: config.requestRateLimits.subscription,
    minResponseMs: config.accountMinResponseMs,
    passwordHashing: config.passwordHashing,
  });

  await app.register(dataRightsRoutes, {
    ...base,
    publicSiteUrl: config.publicSiteUrl,
    salesInbox: config.salesInbox,
    rateLimit: config.accountRateLimit,
    minResponseMs: config.accountMinResponseMs,
    mailDir,
    now: config.now,
  });

  await app.register(newsletterRoutes, {
    ...base,
    publicSiteUrl: config.publicSiteUrl,
    unsubscribeSecret: await sharedSecret(db, "newsletter-unsubscribe"),
    rateLimit: config.accountRateLimit,
    minResponseMs: config.accountMinResponseMs,
    now: config.now,
  });

  app.decorate("measurement", measurement);
  if (beacons) await app.register(beaconRoutes, { intake: beacons });
  if (config.staffEmails.length > 0) {
    await app.register(staffRoutes, { ...base, staffEmails: config.staffEmails, publicSiteUrl: config.publicSiteUrl, now: config.now, onSignIn: metrics.staffSignIn });
  }

  if (config.cms) {
    // The editor previews uploads as blob: images and, in GitHub mode, talks to GitHub's API
    // and shows the editors' avatars.
    // Only the site's own scripts run beside the editor (no third-party tag): in GitHub mode
    // its pages' scripts can read the editor's GitHub token.
    const github = config.cms.kind === "github";
    const editorHeaders = await securityHeaderValues({
      ...csp,
      "script-src": csp["script-src"].filter((source) => source.startsWith("'")),
      "img-src": [...csp["img-src"], "blob:", ...(github ? ["https://avatars.githubusercontent.com"] : [])],
      "connect-src": [...csp["connect-src"], ...(github ? ["https://api.github.com"] : [])],
    }, { hsts });
    await editorRoutes(app, { settings: config.cms, publicSiteUrl: config.publicSiteUrl, editorHeaders });
  }

  const editor = config.cms !== null;
  if (site) await staticSite(app, site, { isKnownRoute: (path) => isKnownRoute(path) || (editor && isEditorPath(path)) });
  else app.setNotFoundHandler(() => {
    throw new ApiError("NOT_FOUND");
  });

  const housekeeping = setInterval(() => {
    Promise.all([purgeOldRateLimits(db), purgeExpiredSessions(db), purgeExpiredTokens(db), purgeStaffAccess(db, config.staffEmails), enforceRetention(db, { mailDir })]).catch((err) => app.log.warn({ err }, "housekeeping failed"));
  }, HOUSEKEEPING_MS);
  housekeeping.unref();

  if (measurement) app.addHook("onReady", async () => measurement.start(config.measurement!.flushMs));
  if (config.outboxWorker) {
    app.addHook("onReady", async () => {
      outbox.start();
      webhooks.start();
      bookingHosts?.writer.start();
      followups.start();
    });
  }
  // Every instance reads calendars (the database's lease gives each host's read to one of them).
  if (bookingHosts) app.addHook("onReady", async () => bookingHosts.refresher.start());
  app.addHook("onClose", async () => {
    clearInterval(housekeeping);
    await pdfRenderer.close();
    await Promise.all([followups.stop(), outbox.stop(), webhooks.stop(), measurement?.stop(), bookingHosts?.refresher.stop(), bookingHosts?.writer.stop()]);
    mailer.close();
    await database.close();
  });

  await app.ready();
  return app;
}

/** Fastify takes a hop count as a function of the hop index. */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}
