-- The networks a medium was published or planned on, as one list of network ids instead of one column per
-- network: a new network needs no column (docs/decisions/0021-network-registry.md). The API still answers the
-- spec's used_on_<network> fields, read from this list.
ALTER TABLE "content_items" ADD COLUMN "used_on" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
UPDATE "content_items" SET "used_on" = array_remove(ARRAY[
  CASE WHEN "used_on_facebook" THEN 'facebook' END,
  CASE WHEN "used_on_instagram" THEN 'instagram' END,
  CASE WHEN "used_on_linkedin" THEN 'linkedin' END
]::text[], NULL);
--> statement-breakpoint
ALTER TABLE "content_items" DROP COLUMN "used_on_facebook";
--> statement-breakpoint
ALTER TABLE "content_items" DROP COLUMN "used_on_instagram";
--> statement-breakpoint
ALTER TABLE "content_items" DROP COLUMN "used_on_linkedin";
