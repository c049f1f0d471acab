CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer,
	"status" text NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- Orders placed before the history existed: their placement, and where they stand now.
INSERT INTO "order_events" ("order_id", "seller_id", "status", "actor_id", "actor_role", "created_at")
SELECT "id", NULL, 'Order Placed', "user_id", 'customer', "order_date" FROM "orders";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "seller_id", "status", "actor_id", "actor_role", "created_at")
SELECT "id", NULL, "status", NULL, 'system', now() FROM "orders" WHERE "status" <> 'Order Placed';
