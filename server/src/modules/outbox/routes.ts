/** The mail outbox for admins: mails that keep failing (issue 10.8). */
import { z } from "zod";
import { authed, errors } from "../../http/route-schema.js";
import type { App } from "../../http/types.js";
import { failingMail } from "./outbox.js";

const failingMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failed: z.boolean().meta({ description: "true once it stopped being retried" }),
  createdAt: z.string(),
});

export async function outboxRoutes(app: App) {
  app.get(
    "/admin/mail-outbox",
    {
      preHandler: app.deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Outgoing mails that failed and are not sent (retried with backoff; `failed` once given up)",
        ...authed,
        response: { 200: z.array(failingMailSchema), ...errors(401, 403) },
      },
    },
    async () => failingMail(app.deps.db),
  );
}
