-- Invoices issued by sellers (docs/decisions/0040-invoices-issued-by-sellers.md): who issues an order's
-- invoices is fixed on the order by the first one issued; each seller's part gets its own invoice and
-- credit notes, numbered in the seller's own sequences. Orders invoiced before were invoiced by the shop.
CREATE TABLE "seller_credit_notes" (
	"seller_id" integer NOT NULL,
	"number" integer NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_number" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"credited" jsonb NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_credit_notes_seller_id_number_pk" PRIMARY KEY("seller_id","number")
);
--> statement-breakpoint
CREATE TABLE "seller_invoices" (
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_with" jsonb NOT NULL,
	CONSTRAINT "seller_invoices_order_id_seller_id_pk" PRIMARY KEY("order_id","seller_id"),
	CONSTRAINT "seller_invoices_number_uq" UNIQUE("seller_id","number")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_issuer" text;--> statement-breakpoint
ALTER TABLE "seller_credit_notes" ADD CONSTRAINT "seller_credit_notes_invoice_fk" FOREIGN KEY ("order_id","seller_id") REFERENCES "public"."seller_invoices"("order_id","seller_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_invoices" ADD CONSTRAINT "seller_invoices_part_fk" FOREIGN KEY ("order_id","seller_id") REFERENCES "public"."seller_shipments"("order_id","seller_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_credit_notes_order_idx" ON "seller_credit_notes" USING btree ("order_id","seller_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_issuer_known" CHECK ("orders"."invoice_issuer" is null or "orders"."invoice_issuer" in ('shop', 'seller'));--> statement-breakpoint
UPDATE "orders" SET "invoice_issuer" = 'shop' WHERE "id" IN (SELECT "order_id" FROM "invoices");
