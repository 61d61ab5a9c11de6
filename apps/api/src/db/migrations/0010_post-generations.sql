CREATE TABLE "post_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"month_key" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"last_day_mode" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "post_generations" ADD CONSTRAINT "post_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_generations_one_running_idx" ON "post_generations" USING btree ("user_id","month_key") WHERE "post_generations"."status" = 'running';--> statement-breakpoint
CREATE INDEX "post_generations_user_month_idx" ON "post_generations" USING btree ("user_id","month_key","started_at" DESC NULLS LAST);