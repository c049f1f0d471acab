/**
 * JWT sign-in tokens (HS256 only) and the guards routes declare. A token carries the account id
 * (sub), a token id (jti, for sign-out) and the account's token version (ver, for "everywhere").
 */
import { randomUUID } from "node:crypto";
import { MSG, ROLES, type Role } from "@shop/contract";
import { lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/client.js";
import { selectPrepared } from "../db/prepared.js";
import { revokedTokens, users } from "../db/schema/index.js";
import type { Guards, Tokens } from "../core/deps.js";
import { forbidden, unauthorized } from "../core/errors.js";
import type { AuthUser } from "../core/user.js";

const HOUR = 3600;
const MAX_INT4 = 2_147_483_647;
/** The token ids this service issues: random UUIDs. */
const TOKEN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const TOKEN_LIFETIME_SECONDS = { normal: HOUR, rememberMe: 30 * 24 * HOUR };

/** A token's claims as this service reads them (anything else a token carries is ignored). */
type Claims = { sub?: string; jti?: string; exp?: number; iat?: number; ver?: unknown };
/** How many verified tokens' claims are kept (a few MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

export class TokenService implements Tokens {
  private readonly key: Uint8Array;
  private readonly claims = new Map<string, Claims>();
  constructor(
    secret: string,
    private readonly db: Db,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: { id: number; tokenVersion: number }, rememberMe: boolean): Promise<string> {
    const lifetime = rememberMe ? TOKEN_LIFETIME_SECONDS.rememberMe : TOKEN_LIFETIME_SECONDS.normal;
    return new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${lifetime}s`)
      .sign(this.key);
  }

  /** The signed-in account for a bearer token, or null for any bad, expired, revoked or outdated token. */
  async authenticate(token: string): Promise<AuthUser | null> {
    const payload = await this.verified(token);
    if (!payload) return null;
    const id = Number(payload.sub);
    // A correctly signed token can still carry anything: only ids the database can hold and token
    // ids of the shape this service issues reach a query (a NUL or an out-of-range id would be a 500).
    if (!Number.isInteger(id) || id < 1 || id > MAX_INT4) return null;
    if (typeof payload.jti !== "string" || !TOKEN_ID.test(payload.jti)) return null;
    if (typeof payload.ver !== "number" || !Number.isInteger(payload.ver) || Math.abs(payload.ver) > MAX_INT4)
      return null;
    if (typeof payload.exp !== "number") return null;
    // Every signed-in request asks this: a named prepared statement, planned once per connection.
    const [row] = await selectPrepared<{
      id: number;
      username: string;
      email: string;
      roles: string[];
      order_emails: boolean;
      language: string | null;
      token_version: number;
      kept_token_id: string | null;
      revoked: boolean;
    }>(
      this.db,
      sql`select ${users.id}, ${users.username}, ${users.email}, ${users.roles}, ${users.orderEmails}, ${users.language},
          ${users.tokenVersion}, ${users.keptTokenId},
          exists(select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${payload.jti}) as revoked
        from ${users} where ${users.id} = ${id} and ${users.deletedAt} is null`,
    );
    if (!row || row.revoked) return null;
    const current = row.token_version === payload.ver;
    const kept = row.kept_token_id === payload.jti && row.token_version === payload.ver + 1;
    if (!current && !kept) return null;
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      roles: row.roles as Role[],
      orderEmails: row.order_emails,
      language: row.language,
      tokenId: payload.jti,
      tokenExpiresAt: new Date(payload.exp * 1000),
      tokenIssuedAt: new Date((typeof payload.iat === "number" ? payload.iat : 0) * 1000),
    };
  }

  /**
   * The claims of a correctly signed token that has not expired, or null. A token's signature is
   * checked once and its claims kept until it expires (a bounded number of tokens, the oldest
   * forgotten first): a signature is a pure function of the token and the secret, so keeping it
   * changes no answer. Whether the account, its token version and the token id are still good is
   * asked of the database on every request (authenticate), so signing out stays immediate.
   */
  private async verified(token: string): Promise<Claims | null> {
    const now = Math.floor(Date.now() / 1000);
    const known = this.claims.get(token);
    if (known) {
      if (typeof known.exp === "number" && known.exp > now) return known;
      this.claims.delete(token);
      return null;
    }
    let payload: Claims;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
    if (typeof payload.exp === "number") {
      if (this.claims.size >= VERIFIED_TOKENS_KEPT) this.claims.delete(this.claims.keys().next().value as string);
      this.claims.set(token, payload);
    }
    return payload;
  }

  async revoke(user: AuthUser): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: user.tokenId, expiresAt: user.tokenExpiresAt })
      .onConflictDoNothing();
    // Keep the table small: forget revocations of tokens that expired anyway.
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : null;
}

/** Resolves request.user from the Authorization header; null when absent. Throws 401 for a bad token. */
export async function resolveUser(request: FastifyRequest, tokens: TokenService): Promise<AuthUser | null> {
  const token = bearer(request);
  if (!token) return null;
  const user = await tokens.authenticate(token);
  if (!user) throw unauthorized(MSG.sessionInvalid);
  return user;
}

export function makeGuards(tokens: TokenService): Guards {
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await resolveUser(request, tokens);
    if (!user) throw unauthorized();
    request.user = user;
    reply.header("Cache-Control", "no-store");
  };
  const requireRole =
    (...roles: Role[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!request.user?.roles.some((r) => roles.includes(r))) throw forbidden();
    };
  return {
    authenticate,
    sellerOrAdmin: requireRole(ROLES.seller, ROLES.admin),
    admin: requireRole(ROLES.admin),
  };
}
