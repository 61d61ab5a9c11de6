CREATE TABLE "business_logos" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"is_monthly_note" boolean DEFAULT false NOT NULL,
	"note_month" smallint,
	"note_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_analyses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"website_url" text NOT NULL,
	"analysis_type" text NOT NULL,
	"content" jsonb NOT NULL,
	"pages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_analyzed" timestamp with time zone NOT NULL,
	"next_analysis_due" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "business_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "business_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "brand_tone" text DEFAULT 'professionnel' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "posting_frequency" text DEFAULT '3x_week' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "business_objective" text DEFAULT 'equilibre' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "website_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "target_audience" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "coordinates" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "logo_version" integer;--> statement-breakpoint
ALTER TABLE "business_logos" ADD CONSTRAINT "business_logos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_analyses" ADD CONSTRAINT "website_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_user_idx" ON "notes" USING btree ("user_id","note_year","note_month");