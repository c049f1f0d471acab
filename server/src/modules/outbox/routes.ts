/** The mail outbox for admins: mails that keep failing, and sending one again (decision 0005). */
import { failingMailSchema, idParam, MSG, messageBody, SUCCESS } from "@shop/contract";
import { z } from "zod";
import { notFound } from "../../core/errors.js";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { failingMail, retryAllFailedMail, retryMail } from "./outbox.js";

export async function outboxRoutes(app: App) {
  const { db, guards } = app.deps;

  app.get(
    "/admin/mail-outbox",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Outgoing mails that failed and are not sent (retried with backoff; `failed` once given up)",
        ...authed,
        response: { 200: z.array(failingMailSchema), ...errors(401, 403) },
      },
    },
    async () => failingMail(db),
  );

  app.post(
    "/admin/mail-outbox/retry",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Send every given-up mail again now, each with a fresh set of attempts",
        ...authed,
        response: { 200: messageBody, ...errors(401, 403) },
      },
    },
    async () => {
      await retryAllFailedMail(db);
      app.deps.outbox.nudge();
      return { message: SUCCESS.mailsRetried };
    },
  );

  app.post(
    "/admin/mail-outbox/:id/retry",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Send an unsent mail again now, with a fresh set of attempts",
        ...authed,
        params: z.object({ id: idParam }),
        response: { 200: messageBody, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await retryMail(db, request.params.id))) throw notFound(MSG.mailNotFound);
      app.deps.outbox.nudge();
      return { message: SUCCESS.mailRetried };
    },
  );
}
