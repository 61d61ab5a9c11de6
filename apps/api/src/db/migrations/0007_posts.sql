CREATE TABLE "post_media" (
	"post_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "post_media_post_id_content_id_pk" PRIMARY KEY("post_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text DEFAULT 'instagram' NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'needs_image' NOT NULL,
	"failure_reason" text,
	"failure_message" text,
	"validated" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"month_key" text NOT NULL,
	"planned_date" text NOT NULL,
	"planned_time" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"schedule_version" integer DEFAULT 0 NOT NULL,
	"publish_job_id" text,
	"publication_method" text,
	"external_id" text,
	"external_url" text,
	"generation_id" uuid,
	"modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_media_position_idx" ON "post_media" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "post_media_content_idx" ON "post_media" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "posts_user_month_idx" ON "posts" USING btree ("user_id","month_key","planned_date");--> statement-breakpoint
CREATE INDEX "posts_user_scheduled_idx" ON "posts" USING btree ("user_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "posts_due_idx" ON "posts" USING btree ("scheduled_at") WHERE "posts"."status" = 'scheduled';