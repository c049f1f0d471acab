/**
 * The dependency container (built once in app.ts) and the typed Fastify instance routes register on.
 * Every service in it is declared here as what the modules may call; the implementations live below
 * (http/: tokens, guards, rate limits) or beside (modules/store-settings: the settings), so no module
 * reaches into http/ and core/ imports no module.
 */
import type { StoreSettings } from "@shop/contract";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.js";
import type { Db, Tx } from "../db/client.js";
import type { Amounts } from "./money.js";
import type { AuthUser } from "./user.js";

/** Sign-in tokens: issued at sign-in and password change, revoked at sign-out. */
export interface Tokens {
  issue(user: { id: number; tokenVersion: number }, rememberMe: boolean): Promise<string>;
  revoke(user: AuthUser): Promise<void>;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What routes declare as `preHandler`: signed in, seller or admin, admin. Each sets `request.user`. */
export interface Guards {
  authenticate: PreHandler;
  sellerOrAdmin: PreHandler;
  admin: PreHandler;
}

/** The rate limits (docs/product/api.md §8): fixed windows per key, shared by the servers through Redis. */
export interface RateLimits {
  /**
   * Counts this attempt under `key`; once `limit` is exceeded in the window, throws the 429 AppError
   * whose `retryAfterSeconds` the error handler sends as Retry-After (no reply passes through here).
   */
  consume(key: string, limit: number, windowMs: number): Promise<void>;
  /** Takes back an attempt counted by consume() with the same limit that turned out not to count (a successful sign-in). */
  release(key: string, limit: number, windowMs: number): Promise<void>;
}

/** The store settings (decision 0013). */
export interface StoreSettingsService {
  /** For what pages show: this server's copy, dropped on every server when the settings change. */
  get(): Promise<StoreSettings>;
  /** As the transaction `tx` reads them: for what an order charges. */
  readIn(tx: Tx): Promise<StoreSettings>;
  /** The shop's currency as `get` has it: API amounts converted to minor units and checked (core/money.ts). */
  amounts(): Promise<Amounts>;
  /**
   * Saves the settings: `value`, or what `change` makes of the stored ones, read under the row's
   * lock (two admins saving different parts at once both keep theirs); `change` may throw to refuse.
   */
  update(value: StoreSettings | ((before: StoreSettings) => StoreSettings)): Promise<StoreSettings>;
}

/** The mail outbox worker of this server: nudge it after queueing mail, drain it in tests, stop it at close. */
export interface OutboxWorker {
  nudge(): void;
  drain(): Promise<unknown>;
  /** Stops the worker (on close; a test stops one to leave the mails to others). */
  stop(): Promise<void>;
}

/**
 * Card refunds through Stripe (docs/decisions/0056-card-refunds-through-stripe.md): asks Stripe for the
 * refund rows written by a cancel or a return's refund, after their transaction; answers once Stripe
 * has answered (or given up). Nothing is sent without Stripe's keys: the rows wait.
 */
export interface CardRefunds {
  send(refundIds: readonly number[]): Promise<void>;
}

/** What every use case may need; built once in app.ts. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: Tokens;
  guards: Guards;
  limiter: RateLimits;
  outbox: OutboxWorker;
  settings: StoreSettingsService;
  refunds: CardRefunds;
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
  interface FastifyRequest {
    /** The signed-in account, set by a guard (null before one ran, or for a guest). */
    user: AuthUser | null;
  }
}
