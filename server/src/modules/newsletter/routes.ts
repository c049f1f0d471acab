/** The newsletter (decision 0015): sign-up, confirm and unsubscribe links, and the admins' list and CSV. */
import { messageBody, newsletterForm, newsletterToken, SUCCESS, subscriberList } from "@shop/contract";
import { z } from "zod";
import { sendCsv } from "../../core/csv.js";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { subscribersCsv } from "./export-csv.js";
import { allSubscribers, toSubscriber } from "./repository.js";
import { confirm, listSubscribers, subscribe, unsubscribe } from "./subscribe.js";

const HOUR_MS = 60 * 60 * 1000;

export async function newsletterRoutes(app: App) {
  const { deps } = app;

  app.post(
    "/public/newsletter",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Sign an address up; a mail with a confirmation link follows (the same answer for every address)",
        body: newsletterForm,
        response: { 202: messageBody, ...errors(400, 415, 429) },
      },
    },
    async (request, reply) => {
      // Rate-limited like sign-up: each request can send a mail to any address.
      await deps.limiter.consume(`newsletter:${request.ip}`, deps.config.rateLimit.signupsPerHour, HOUR_MS);
      await subscribe(deps, request.body.email, request.headers["accept-language"]);
      return reply.status(202).send({ message: SUCCESS.newsletterCheckInbox });
    },
  );

  app.post(
    "/public/newsletter/confirm",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Confirm the subscription of a link (confirming again is harmless)",
        body: newsletterToken,
        response: { 200: messageBody, ...errors(400, 404, 415) },
      },
    },
    async (request) => {
      await confirm(deps.db, request.body.token);
      return { message: SUCCESS.newsletterConfirmed };
    },
  );

  app.post(
    "/public/newsletter/unsubscribe",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Unsubscribe the address of a link, without signing in",
        body: newsletterToken,
        response: { 200: messageBody, ...errors(400, 404, 415) },
      },
    },
    async (request) => {
      await unsubscribe(deps.db, request.body.token);
      return { message: SUCCESS.newsletterUnsubscribed };
    },
  );

  app.get(
    "/admin/newsletter/subscribers",
    {
      preHandler: deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Every newsletter subscriber with their state, and the count per state",
        ...authed,
        response: { 200: subscriberList, ...errors(401, 403) },
      },
    },
    async () => listSubscribers(deps.db),
  );

  app.get(
    "/admin/newsletter/subscribers.csv",
    {
      preHandler: deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary: "The subscribers as CSV (email, status and dates)",
        ...authed,
        response: { 200: z.string(), ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      return sendCsv(
        reply,
        "newsletter-subscribers.csv",
        subscribersCsv((await allSubscribers(deps.db)).map(toSubscriber)),
      );
    },
  );
}
