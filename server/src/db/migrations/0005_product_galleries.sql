CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_images_product_id_image_pk" PRIMARY KEY("product_id","image")
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_image_idx" ON "product_images" USING btree ("image");--> statement-breakpoint
-- Every product that has an image gets it as the first (main) image of its gallery.
INSERT INTO "product_images" ("product_id", "image", "position")
SELECT "id", "image", 0 FROM "products" WHERE "image" IS NOT NULL;
