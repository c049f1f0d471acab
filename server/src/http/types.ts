import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import type { Mailer } from "../mail/mailer.js";
import type { StoreSettingsService } from "../modules/store-settings/store-settings.js";
import type { Guards, TokenService } from "./auth.js";
import type { RateLimiter } from "./rate-limit.js";

/** What every use case may need; built once in app.ts. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  guards: Guards;
  limiter: RateLimiter;
  mailer: Mailer;
  /** The mail outbox worker of this server: nudge it after queueing mail, drain it in tests. */
  outbox: { nudge(): void; drain(): Promise<unknown> };
  /** The store settings (issue 12): what pages show, cached briefly per server. */
  settings: StoreSettingsService;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
