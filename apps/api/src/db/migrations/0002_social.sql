CREATE TABLE "facebook_pages" (
	"connection_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"name" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "facebook_pages_connection_id_page_id_pk" PRIMARY KEY("connection_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_state_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"text" text NOT NULL,
	"media" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"token_refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staged_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facebook_pages" ADD CONSTRAINT "facebook_pages_connection_id_social_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."social_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_media" ADD CONSTRAINT "sandbox_media_post_id_sandbox_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."sandbox_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_media" ADD CONSTRAINT "sandbox_media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_posts" ADD CONSTRAINT "sandbox_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_media" ADD CONSTRAINT "staged_media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_state_uses_expires_idx" ON "oauth_state_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_posts_user_idx" ON "sandbox_posts" USING btree ("user_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_connections_user_platform_unique" ON "social_connections" USING btree ("user_id","platform");--> statement-breakpoint
CREATE INDEX "social_connections_expiry_idx" ON "social_connections" USING btree ("platform","token_expires_at");--> statement-breakpoint
CREATE INDEX "staged_media_expires_idx" ON "staged_media" USING btree ("expires_at");