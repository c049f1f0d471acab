/** Builds the Fastify app: plugins, routes, the web app. Tests import this and call app.inject. */
import fs from "node:fs";
import path from "node:path";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { MAX_IMAGE_BYTES, MAX_JSON_BYTES } from "@shop/contract";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { makeGuards, TokenService } from "./http/auth.js";
import { notFoundBody } from "./core/errors.js";
import { registerErrorHandling } from "./http/error-handler.js";
import { registerAnswerLanguage } from "./http/answer-language.js";
import { logSerializers } from "./http/log.js";
import { securityHeaders } from "./http/security-headers.js";
import { configureImageUrls } from "./modules/images/urls.js";
import { startOutboxWorker } from "./modules/outbox/outbox.js";
import { CachedStoreSettings } from "./modules/store-settings/store-settings.js";
import { frameworkErrors, refuseNulCharacters, registerJsonParser } from "./http/input.js";
import { pagingAliases } from "./http/paging-aliases.js";
import { onClientError, refuseInvalidTransferEncoding } from "./http/framing.js";
import { RateLimiter } from "./http/rate-limit.js";
import type { App, AppDeps } from "./core/deps.js";
import { cardRefundsOf } from "./modules/payments/refunds.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { apiModules } from "./modules/index.js";
import { imageRoutes } from "./modules/images/routes.js";
import { seoRoutes } from "./modules/seo/routes.js";
import { cartFormRoutes } from "./modules/cart/add-form.js";
import { openCatalog } from "./modules/catalog/routes.js";
import { ownPageTitle } from "./modules/pages/owner-pages.js";
import { registerWebApp } from "./web.js";

export interface BuildAppOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  mailer?: Mailer;
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    // Every logger the app uses leaves the values of failed statements out of error logs (http/log.ts).
    logger: {
      level: config.logLevel,
      ...(typeof opts.logger === "object" ? opts.logger : {}),
      serializers: logSerializers,
    },
    bodyLimit: MAX_JSON_BYTES,
    // Longer than any id or search the API accepts, so the route schemas give the precise 400.
    routerOptions: { maxParamLength: 512 },
    frameworkErrors,
    // One answer per request, even when the HTTP parser fails after the app took the request (http/framing.ts).
    clientErrorHandler: onClientError,
    // A whole request (headers and body) must arrive within requestTimeout, its headers within
    // headersTimeout; idle keep-alive connections close after keepAliveTimeout, longer than a load
    // balancer's usual 60 s idle timeout so that the balancer closes first (decision 0005).
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // How often Node looks for requests past those timeouts (its default is every 30 s).
      connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
    },
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.keepAliveMs + config.timeouts.requestMs,
    // Off unless TRUST_PROXY names the proxies: a client could otherwise choose its own address (decision 0005).
    trustProxy:
      typeof config.trustProxy === "number"
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  configureImageUrls(config.corsOrigin ? config.publicUrl : "");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only (and multipart on the upload route): anything else answers 415.
  app.removeContentTypeParser("text/plain");
  registerJsonParser(app);
  registerErrorHandling(app);

  const tokens = new TokenService(opts.jwtSecret, database.db);
  const limiter = RateLimiter.create({
    enabled: config.rateLimit.enabled,
    redisUrl: config.rateLimit.redisUrl,
    log: app.log,
  });
  // This server's copy of the store settings, kept in step with every server's changes.
  const settings = new CachedStoreSettings(database.db, config);
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      // Mails go out as the shop's name its owner set (the address stays MAIL_FROM's).
      senderName: async () => (await settings.get()).shopName,
      outboxDir: path.join(config.dataDir, "outbox"),
      sendTimeoutMs: config.outbox.sendTimeoutMs,
      log: app.log,
    });
  const outboxWorker = startOutboxWorker(database.db, mailer, app.log, config.outbox);
  const stopSettings = settings.listen(app.log);
  const deps: AppDeps = {
    config,
    db: database.db,
    tokens,
    guards: makeGuards(tokens),
    limiter,
    outbox: outboxWorker,
    settings,
    refunds: cardRefundsOf(database.db, config, app.log),
  };
  app.decorate("deps", deps);
  registerAnswerLanguage(app, settings);
  app.decorateRequest("user", null);
  app.addHook("onRequest", refuseInvalidTransferEncoding);
  app.addHook("preValidation", pagingAliases);
  app.addHook("preValidation", refuseNulCharacters);
  app.addHook("onClose", async () => {
    await outboxWorker.stop();
    await limiter.close();
    await stopSettings();
  });

  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production,
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin, credentials: false });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 5 } });

  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${config.shopName} API`,
          version: "1.0.0",
          description: "The shop's HTTP API (docs/product/storefront.md §7).",
        },
        components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs" });
  }

  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  // Ready: the database answers (else 503, take this server out of rotation). Redis away is
  // "degraded" with 200: the server still serves, with its own rate-limit counters.
  // Both are asked at each call (no remembered state), so the answer is true within a second.
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    const [redis, db] = await Promise.allSettled([limiter.redisStatus(), database.ping()]);
    const redisStatus = redis.status === "fulfilled" ? redis.value : "degraded";
    if (db.status === "rejected") {
      return reply.status(503).send({ status: "unavailable", database: "unreachable", redis: redisStatus });
    }
    return { status: redisStatus === "degraded" ? "degraded" : "ok", database: database.kind, redis: redisStatus };
  });

  // One catalog cache per server, for the API's storefront reads and the product pages' heads alike.
  const catalog = openCatalog(deps, app.log);
  app.addHook("onClose", async () => {
    await catalog.close();
  });
  for (const mod of apiModules(catalog)) await app.register(mod, { prefix: "/api" });
  await app.register(imageRoutes);
  await app.register(seoRoutes);
  // The storefront's Add to Cart form, which works before the web app has loaded (decision 0025).
  await app.register(cartFormRoutes, { languages: async () => (await deps.settings.get()).languages });

  const webApp = fs.existsSync(path.join(config.webDist, "index.html"))
    ? await registerWebApp(app, config, {
        productForPage: catalog.productForPage,
        categoryName: catalog.categoryName,
        ownPageTitle: (slug) => ownPageTitle(deps.db, slug),
        settings: () => deps.settings.get(),
      })
    : null;
  app.setNotFoundHandler((request, reply) => {
    if (webApp?.accepts(request)) return webApp.sendIndex(request, reply);
    return reply.status(404).send(notFoundBody());
  });
  return app;
}
