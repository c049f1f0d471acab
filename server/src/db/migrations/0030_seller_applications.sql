CREATE TABLE "seller_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"shop_name" text NOT NULL,
	"about" text NOT NULL,
	"contact_email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"return_address" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_applications_status_known" CHECK ("seller_applications"."status" in ('pending', 'approved', 'rejected', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "return_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_one_open_uq" ON "seller_applications" USING btree ("user_id") WHERE "seller_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "seller_applications_user_idx" ON "seller_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "seller_applications_status_idx" ON "seller_applications" USING btree ("status","created_at","id");