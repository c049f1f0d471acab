-- Confirmation mails limited per address, whoever asks: the last one and a 24-hour count (docs/decisions/0015-newsletter.md).
ALTER TABLE "newsletter_subscribers" ADD COLUMN "last_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "mail_day_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "mails_that_day" integer DEFAULT 0 NOT NULL;