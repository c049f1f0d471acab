CREATE TABLE "return_lines" (
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"quantity_resellable" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_return_id_order_item_id_pk" PRIMARY KEY("return_id","order_item_id"),
	CONSTRAINT "return_lines_units" CHECK ("return_lines"."quantity" > 0 and "return_lines"."quantity_received" between 0 and "return_lines"."quantity" and "return_lines"."quantity_resellable" between 0 and "return_lines"."quantity_received")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"customer_id" integer,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decline_reason" text,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"shipping_refund_cents" integer DEFAULT 0 NOT NULL,
	"sale_cents" integer DEFAULT 0 NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	"refund_method" text,
	"refund_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_known" CHECK ("returns"."status" in ('requested', 'approved', 'declined', 'escalated', 'received', 'refunded', 'cancelled', 'closed')),
	CONSTRAINT "returns_reason_known" CHECK ("returns"."reason" in ('changed_mind', 'wrong_size', 'damaged', 'not_as_described', 'wrong_item')),
	CONSTRAINT "returns_refund_method_known" CHECK ("returns"."refund_method" is null or "returns"."refund_method" in ('cash', 'bank_transfer', 'store_credit', 'card')),
	CONSTRAINT "returns_amounts_nonneg" CHECK ("returns"."refund_cents" >= 0 and "returns"."shipping_refund_cents" >= 0),
	CONSTRAINT "returns_refunded_with_reference" CHECK ("returns"."status" <> 'refunded' or ("returns"."refund_method" is not null and "returns"."refund_reference" is not null))
);
--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" DROP CONSTRAINT "seller_ledger_entries_type_known";--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "return_window_days" integer;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_part_fk" FOREIGN KEY ("order_id","seller_id") REFERENCES "public"."seller_shipments"("order_id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_part_idx" ON "returns" USING btree ("order_id","seller_id");--> statement-breakpoint
CREATE INDEX "returns_seller_idx" ON "returns" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "returns_created_idx" ON "returns" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_entries_return_uq" ON "seller_ledger_entries" USING btree ("return_id","type") WHERE "seller_ledger_entries"."return_id" is not null;--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_type_known" CHECK ("seller_ledger_entries"."type" in ('sale', 'commission', 'cash_collected', 'payout', 'settlement', 'adjustment', 'refund', 'commission_reversal', 'cash_refunded'));--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD CONSTRAINT "seller_profiles_return_window_range" CHECK ("seller_profiles"."return_window_days" is null or "seller_profiles"."return_window_days" between 0 and 365);