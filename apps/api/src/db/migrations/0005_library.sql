CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"size_bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"title" text DEFAULT '' NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"upload_type" text DEFAULT 'single' NOT NULL,
	"carousel_id" uuid,
	"common_title" text,
	"attributed_month" text,
	"stock_image_id" integer,
	"attribution" text,
	"used_on_facebook" boolean DEFAULT false NOT NULL,
	"used_on_instagram" boolean DEFAULT false NOT NULL,
	"used_on_linkedin" boolean DEFAULT false NOT NULL,
	"used_in_posts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_api_cache" (
	"cache_key" text PRIMARY KEY NOT NULL,
	"response" jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_user_created_idx" ON "content_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_user_month_idx" ON "content_items" USING btree ("user_id","attributed_month","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_api_cache_requested_idx" ON "stock_api_cache" USING btree ("requested_at");