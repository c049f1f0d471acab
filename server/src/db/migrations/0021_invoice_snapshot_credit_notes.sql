-- Invoices keep what they were issued with (the shop and its tax rate then); credit notes, numbered in their own sequence, refer to the invoice they credit.
CREATE TABLE "credit_notes" (
	"number" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_number" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"credited" jsonb NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_with" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."invoices"("order_id") ON DELETE restrict ON UPDATE no action;