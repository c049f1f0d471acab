-- The owner's shop (docs/decisions/0024): invoices keep the number assigned to an order once, in
-- sequence; product_edits records who edited a product (its owner, or an admin correcting it).
CREATE TABLE "invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_uq" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "product_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"editor_id" integer,
	"by_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_edits" ADD CONSTRAINT "product_edits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_edits" ADD CONSTRAINT "product_edits_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_edits_product_idx" ON "product_edits" USING btree ("product_id","created_at");