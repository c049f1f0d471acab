ALTER TABLE "users" ADD COLUMN "kept_token_id" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('Order Placed', 'Partially Shipped', 'Shipped', 'Delivered', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."pg_status" in ('pending', 'success', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD CONSTRAINT "seller_shipments_status_known" CHECK ("seller_shipments"."status" in ('Order Placed', 'Shipped', 'Delivered', 'Cancelled'));