CREATE TABLE "website_analysis_runs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"website_url" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"error_code" text,
	"error_detail" text
);
--> statement-breakpoint
ALTER TABLE "website_analysis_runs" ADD CONSTRAINT "website_analysis_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;