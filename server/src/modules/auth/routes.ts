import {
  changePasswordRequest,
  deleteAccountRequest,
  forgotPasswordRequest,
  MSG,
  messageBody,
  negotiateLanguage,
  preferencesRequest,
  profileRequest,
  resetPasswordRequest,
  signinRequest,
  signinResponse,
  signupRequest,
  updateEmailRequest,
  userResponse,
} from "@shop/contract";
import { z } from "zod";
import type { App } from "../../core/deps.js";
import * as account from "./account.js";
import { authed, errors } from "../../core/route-schema.js";

const HOUR_MS = 60 * 60 * 1000;

export async function authRoutes(app: App) {
  const { deps } = app;
  const { authenticate } = deps.guards;

  app.post(
    "/auth/signup",
    {
      schema: {
        tags: ["auth"],
        summary: "Register a customer account",
        body: signupRequest,
        response: { 201: userResponse, ...errors(400, 403, 409, 415, 429) },
      },
    },
    async (request, reply) => {
      await deps.limiter.consume(`signup:${request.ip}`, deps.config.rateLimit.signupsPerHour, HOUR_MS);
      // The account keeps the language the request was made in (docs/decisions/0051).
      const language = negotiateLanguage(request.headers["accept-language"], (await deps.settings.get()).languages);
      const user = await account.signUp(deps, request.body, language);
      return reply.status(201).send(user);
    },
  );

  app.post(
    "/auth/signin",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in; returns the user and a JWT",
        body: signinRequest,
        response: { 200: signinResponse, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const result = await account.signIn(deps, request.body, { ip: request.ip });
      reply.header("Cache-Control", "no-store");
      return result;
    },
  );

  app.get(
    "/auth/user",
    {
      preHandler: authenticate,
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        ...authed,
        response: { 200: userResponse, ...errors(401) },
      },
    },
    async (request) => account.toUser(request.user!),
  );

  app.post(
    "/auth/signout",
    {
      preHandler: authenticate,
      schema: {
        tags: ["auth"],
        summary: "Sign out: this token stops working",
        ...authed,
        response: { 200: messageBody, ...errors(401) },
      },
    },
    async (request) => {
      await deps.tokens.revoke(request.user!);
      return { message: "You have been signed out" };
    },
  );

  app.post(
    "/auth/signout-all",
    {
      preHandler: authenticate,
      schema: {
        tags: ["auth"],
        summary: "Sign out of all devices: every token of the account stops working",
        ...authed,
        response: { 200: messageBody, ...errors(401) },
      },
    },
    async (request) => {
      await account.signOutEverywhere(deps, request.user!);
      return { message: "You have been signed out of all devices" };
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Send a password reset link (same answer whether or not the email exists)",
        body: forgotPasswordRequest,
        response: { 200: messageBody, ...errors(400, 429) },
      },
    },
    async (request) => {
      await account.requestPasswordReset(deps, request.body.email, request.log);
      return { message: MSG.forgotPasswordSent };
    },
  );

  app.post(
    "/auth/reset-password/:token",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset token",
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordRequest,
        response: { 200: messageBody, ...errors(400) },
      },
    },
    async (request) => {
      await account.resetPassword(deps, request.params.token, request.body.newPassword);
      return { message: MSG.resetSuccess };
    },
  );

  app.put(
    "/profile/email",
    {
      preHandler: authenticate,
      schema: {
        tags: ["account"],
        summary: "Change the email",
        ...authed,
        body: updateEmailRequest,
        response: { 200: userResponse, ...errors(400, 401, 409) },
      },
    },
    async (request) => account.changeEmail(deps, request.user!, request.body.email, request.body.currentPassword),
  );

  app.put(
    "/profile/password",
    {
      preHandler: authenticate,
      schema: {
        tags: ["account"],
        summary: "Change the password; returns a fresh token, other tokens stop working",
        ...authed,
        body: changePasswordRequest,
        response: { 200: signinResponse, ...errors(400, 401) },
      },
    },
    async (request) =>
      account.changePassword(deps, request.user!, request.body.currentPassword, request.body.newPassword),
  );

  app.put(
    "/profile/preferences",
    {
      preHandler: authenticate,
      schema: {
        tags: ["account"],
        summary: "Order e-mail notifications on or off",
        ...authed,
        body: preferencesRequest,
        response: { 200: userResponse, ...errors(400, 401) },
      },
    },
    async (request) => account.setPreferences(deps, request.user!, request.body.orderEmails),
  );

  app.get(
    "/profile",
    {
      preHandler: authenticate,
      schema: {
        tags: ["account"],
        summary: "The caller's profile: the user, with the language of their mails",
        ...authed,
        response: { 200: userResponse, ...errors(401) },
      },
    },
    async (request) => account.toUser(request.user!),
  );

  app.put(
    "/profile",
    {
      preHandler: authenticate,
      schema: {
        tags: ["account"],
        summary: "Change the language of the account's mails (one the shop offers)",
        ...authed,
        body: profileRequest,
        response: { 200: userResponse, ...errors(400, 401) },
      },
    },
    async (request) => account.setLanguage(deps, request.user!, request.body.language),
  );

  app.delete(
    "/profile",
    {
      preHandler: authenticate,
      schema: {
        tags: ["account"],
        summary: "Delete the account (orders stay without personal data)",
        ...authed,
        body: deleteAccountRequest,
        response: { 200: messageBody, ...errors(400, 401) },
      },
    },
    async (request) => {
      await account.deleteAccount(deps, request.user!, request.body.confirmUsername, request.body.currentPassword);
      return { message: "Your account has been deleted" };
    },
  );
}
