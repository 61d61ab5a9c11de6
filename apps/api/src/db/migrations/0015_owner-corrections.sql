CREATE TABLE "website_fact_corrections" (
	"user_id" uuid NOT NULL,
	"fact_id" text NOT NULL,
	"action" text NOT NULL,
	"value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_fact_corrections_user_id_fact_id_pk" PRIMARY KEY("user_id","fact_id")
);
--> statement-breakpoint
ALTER TABLE "website_analyses" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "website_fact_corrections" ADD CONSTRAINT "website_fact_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;