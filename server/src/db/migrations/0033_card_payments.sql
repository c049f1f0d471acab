CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "seller_shipments" DROP CONSTRAINT "seller_shipments_status_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "held_mails" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_session_uq" ON "payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "payments_expires_idx" ON "payments" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('Awaiting payment', 'Order Placed', 'Partially Shipped', 'Shipped', 'Delivered', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."pg_status" in ('pending', 'success', 'succeeded', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD CONSTRAINT "seller_shipments_status_known" CHECK ("seller_shipments"."status" in ('Awaiting payment', 'Order Placed', 'Shipped', 'Delivered', 'Cancelled'));