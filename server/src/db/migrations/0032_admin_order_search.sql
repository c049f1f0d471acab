CREATE INDEX "order_items_product_name_trgm_idx" ON "order_items" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_full_name_trgm_idx" ON "orders" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method","order_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("pg_status","order_id");--> statement-breakpoint
CREATE INDEX "seller_shipments_status_idx" ON "seller_shipments" USING btree ("status","order_id");