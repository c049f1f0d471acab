import { z } from "zod";
import { isoDate } from "./common.js";

/** An outgoing mail that could not be delivered (decision 0005): still retried, or given up. */
export const failingMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    failed: z.boolean().meta({ description: "true once it stopped being retried" }),
    createdAt: isoDate,
    nextAttemptAt: isoDate.nullable().meta({ description: "when it is tried again; null once given up" }),
  })
  .meta({ id: "FailingMail" });
export type FailingMail = z.infer<typeof failingMailSchema>;
