/** The newsletter (decision 0015): sign-up with double opt-in, confirm and unsubscribe links, the admins' list. */
import { z } from "zod";
import { MSG } from "../messages/server.js";
import { isoDate } from "./common.js";

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** The secret of a confirm / unsubscribe link (43 characters of base64url). */
export const newsletterToken = z.object({
  token: z.string({ error: MSG.newsletterLinkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, MSG.newsletterLinkInvalid),
});

export const subscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status: z.enum(NEWSLETTER_STATUSES),
    createdAt: isoDate,
    confirmedAt: isoDate.nullable(),
    unsubscribedAt: isoDate.nullable(),
  })
  .meta({ id: "NewsletterSubscriber" });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberList = z.object({
  subscribers: z.array(subscriberSchema),
  counts: z.object({ pending: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() }),
});
export type SubscriberList = z.infer<typeof subscriberList>;
