/** Sign-up, sign-in and the account's own settings (docs/product/api.md §2). */
import { createHash, randomBytes } from "node:crypto";
import {
  ERROR_CODES,
  isShippedLanguage,
  type Language,
  MSG,
  ROLES,
  type SignupRequest,
  type User,
} from "@shop/contract";
import type { FastifyBaseLogger } from "fastify";
import { isUniqueViolation } from "../../db/errors.js";
import type { AuthUser } from "../../core/user.js";
import { AppError, badRequest, conflict, duplicateAs409, forbidden, unauthorized } from "../../core/errors.js";
import type { AppDeps } from "../../core/deps.js";
import { mailShopIn, mailShopOf, pageUrl } from "../../mail/layout.js";
import { enqueueMail } from "../outbox/outbox.js";
import { passwordResetMail, welcomeMail } from "./mails.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import * as repo from "./repository.js";

const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const FIFTEEN_MIN_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export function toUser(
  row: Pick<repo.UserRow, "id" | "username" | "email" | "roles" | "orderEmails" | "language">,
): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    roles: row.roles,
    orderEmails: row.orderEmails,
    language: row.language,
  };
}

/**
 * Registers a customer in `language`, the language the request was made in (its page's prefix, sent
 * as `Accept-Language`): their mails are written in it (docs/decisions/0051).
 */
export async function signUp(deps: AppDeps, input: SignupRequest, language: Language): Promise<User> {
  const role = input.role ?? [];
  if (!role.every((r) => r === "user" || r === ROLES.user)) throw forbidden(MSG.onlyCustomerSignup);
  const taken = await repo.usernameOrEmailTaken(deps.db, input.username, input.email);
  if (taken.username) throw conflict(MSG.usernameTaken, ERROR_CODES.duplicate);
  if (taken.email) throw conflict(MSG.emailTaken, ERROR_CODES.duplicate);
  try {
    const passwordHash = await hashPassword(input.password);
    // The welcome is written in the language the account was made in (docs/decisions/0051).
    const shop = mailShopIn(
      mailShopOf(await deps.settings.get(), deps.config.storefrontUrl, deps.config.publicUrl),
      language,
    );
    // The account and its welcome mail are written together (decision 0024: every mail through the outbox).
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await repo.insertUser(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        roles: [ROLES.user],
        language,
      });
      await enqueueMail(tx, welcomeMail(shop, inserted));
      return inserted;
    });
    deps.outbox.nudge();
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Lost a race with a parallel sign-up of the same name or email.
      const again = await repo.usernameOrEmailTaken(deps.db, input.username, input.email);
      throw conflict(again.username ? MSG.usernameTaken : MSG.emailTaken, ERROR_CODES.duplicate);
    }
    throw error;
  }
}

/** The per-username ceiling is this many times the per-client limit. */
const USERNAME_CEILING_FACTOR = 10;

export async function signIn(
  deps: AppDeps,
  input: { username: string; password: string; rememberMe: boolean },
  client: { ip: string },
) {
  const { limiter, config } = deps;
  const max = config.rateLimit.signinFailuresPer15Min;
  const username = input.username.toLowerCase();
  // Failures count per (username, client) and per client: wrong passwords from elsewhere cannot
  // lock the real user out. A much higher per-username ceiling still stops a spray
  // of one account from many addresses.
  const userKey = `signin:user-client:${username}:${client.ip}`;
  const ceilingKey = `signin:user:${username}`;
  const ipKey = `signin:ip:${client.ip}`;
  // Every attempt is counted before the password is checked, so parallel guesses cannot slip past
  // the limit; a successful sign-in takes its count back (only failures count).
  await limiter.consume(userKey, max, FIFTEEN_MIN_MS);
  await limiter.consume(ipKey, max, FIFTEEN_MIN_MS);
  await limiter.consume(ceilingKey, max * USERNAME_CEILING_FACTOR, FIFTEEN_MIN_MS);

  const row = await repo.findUserByUsername(deps.db, input.username);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) throw unauthorized(MSG.invalidCredentials);
  await limiter.release(userKey, max, FIFTEEN_MIN_MS);
  await limiter.release(ipKey, max, FIFTEEN_MIN_MS);
  await limiter.release(ceilingKey, max * USERNAME_CEILING_FACTOR, FIFTEEN_MIN_MS);
  const jwtToken = await deps.tokens.issue(row, input.rememberMe);
  return { ...toUser(row), jwtToken };
}

/** A token this young counts as a fresh sign-in ("sudo mode"): no password needed to confirm. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Changing the e-mail or deleting the account needs the current password unless the token comes
 * from a sign-in in the last 10 minutes: a stolen older token can do neither.
 */
async function confirmIdentity(deps: AppDeps, user: AuthUser, currentPassword: string | undefined) {
  if (Date.now() - user.tokenIssuedAt.getTime() < FRESH_SIGN_IN_MS) return;
  if (!currentPassword) throw badRequest(MSG.currentPasswordRequired, { currentPassword: MSG.currentPasswordRequired });
  const row = await repo.findUserById(deps.db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    throw badRequest(MSG.currentPasswordIncorrect, { currentPassword: MSG.currentPasswordIncorrect });
  }
}

export async function changeEmail(
  deps: AppDeps,
  user: AuthUser,
  email: string,
  currentPassword?: string,
): Promise<User> {
  await confirmIdentity(deps, user, currentPassword);
  if (await repo.emailTakenByOther(deps.db, email, user.id)) throw conflict(MSG.emailTaken, ERROR_CODES.duplicate);
  const row = await duplicateAs409(() => repo.updateUser(deps.db, user.id, { email }), MSG.emailTaken);
  return toUser(row!);
}

export async function changePassword(deps: AppDeps, user: AuthUser, currentPassword: string, newPassword: string) {
  const row = await repo.findUserById(deps.db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    throw badRequest(MSG.currentPasswordIncorrect, { currentPassword: MSG.currentPasswordIncorrect });
  }
  // Every other token ends; the one that made the change keeps working (docs/product/api.md §2).
  const updated = await repo.bumpTokenVersion(
    deps.db,
    user.id,
    { passwordHash: await hashPassword(newPassword) },
    user.tokenId,
  );
  await repo.expireResetTokens(deps.db, user.id);
  const rememberMe = user.tokenExpiresAt.getTime() - Date.now() > 2 * HOUR_MS;
  return { ...toUser(updated), jwtToken: await deps.tokens.issue(updated, rememberMe) };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Counts the request against the address's hourly limit (a 429 AppError past it), then answers at once. */
export async function requestPasswordReset(deps: AppDeps, email: string, log?: FastifyBaseLogger) {
  await deps.limiter.consume(`forgot:${email.toLowerCase()}`, deps.config.rateLimit.forgotPasswordPerHour, HOUR_MS);
  // The answer does not wait for the lookup and the mail: its timing must not tell whether the
  // address has an account.
  void sendResetMail(deps, email).catch((error: unknown) => log?.error({ err: error }, "password reset mail failed"));
}

async function sendResetMail(deps: AppDeps, email: string) {
  const row = await repo.findUserByEmail(deps.db, email);
  if (!row) return;
  const token = randomBytes(32).toString("base64url");
  // The shop's name as its owner set it (decision 0013), not the first start's SHOP_NAME; the mail and
  // its link in the account's language (docs/decisions/0051).
  const shop = mailShopIn(
    mailShopOf(await deps.settings.get(), deps.config.storefrontUrl, deps.config.publicUrl),
    row.language,
  );
  const link = pageUrl(shop, `/reset-password/${token}`);
  if (!deps.config.smtpUrl && deps.config.env === "development") {
    // Without SMTP the developer needs the link: the outbox has the mail, the log has the link.
    console.info(`[mail] password reset link for ${row.username}: ${link}`);
  }
  // The link and its mail are written together: a crash after the answer no longer loses the mail.
  await deps.db.transaction(async (tx) => {
    await repo.insertResetToken(tx, row.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
    await enqueueMail(tx, passwordResetMail(shop, row, link));
  });
  deps.outbox.nudge();
}

export async function resetPassword(deps: AppDeps, token: string, newPassword: string) {
  // The link is checked before the (deliberately slow) hashing: anyone can call this without an
  // account, and hashing for unknown links would let them keep the hashing threads busy.
  if (!(await repo.resetTokenIsValid(deps.db, hashToken(token)))) {
    throw new AppError(ERROR_CODES.badRequest, MSG.resetLinkInvalid);
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, hashToken(token));
    if (!userId) throw new AppError(ERROR_CODES.badRequest, MSG.resetLinkInvalid);
    await repo.expireResetTokens(tx, userId);
    await repo.bumpTokenVersion(tx, userId, { passwordHash });
  });
}

export async function signOutEverywhere(deps: AppDeps, user: AuthUser) {
  await repo.bumpTokenVersion(deps.db, user.id);
}

export async function setPreferences(deps: AppDeps, user: AuthUser, orderEmails: boolean): Promise<User> {
  return toUser((await repo.updateUser(deps.db, user.id, { orderEmails }))!);
}

/** Sets the language of the account's mails: one the shop offers, else 400 naming them (docs/decisions/0051). */
export async function setLanguage(deps: AppDeps, user: AuthUser, language: string): Promise<User> {
  const offered = (await deps.settings.get()).languages;
  if (!isShippedLanguage(language) || !offered.includes(language)) {
    const message = MSG.languageNotOffered(offered.join(", "));
    throw badRequest(message, { language: message });
  }
  return toUser((await repo.updateUser(deps.db, user.id, { language }))!);
}

/**
 * Deletes the account: personal data goes, orders stay for the shop's records. Open orders keep
 * their delivery address (the sellers still have to deliver); finished ones lose it.
 */
export async function deleteAccount(deps: AppDeps, user: AuthUser, confirmUsername: string, currentPassword?: string) {
  if (confirmUsername !== user.username) {
    throw badRequest(MSG.confirmUsernameMismatch, { confirmUsername: MSG.confirmUsernameMismatch });
  }
  await confirmIdentity(deps, user, currentPassword);
  // Longer than any username sign-up accepts (20), with a random part: nobody can take it first.
  const placeholder = `deleted-user-${user.id}-${randomBytes(6).toString("hex")}`;
  const placeholderEmail = `${placeholder}@deleted.invalid`;
  const passwordHash = await hashPassword(randomBytes(24).toString("hex"));
  await deps.db.transaction(async (tx) => {
    await repo.erasePersonalData(tx, user.id, placeholderEmail);
    await repo.bumpTokenVersion(tx, user.id, {
      username: placeholder,
      email: placeholderEmail,
      passwordHash,
      orderEmails: false,
      deletedAt: new Date(),
    });
  });
}
