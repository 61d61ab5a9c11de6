CREATE TABLE "post_list_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_list_versions" ADD CONSTRAINT "post_list_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The posts list is cached per owner and counter (ADR 0014). Statement-level triggers raise each touched owner's
-- counter once per statement, whatever writes (API, generation, the publishing engine, cascades). Owners whose
-- user row is gone (an account being deleted) are skipped; DISTINCT + ORDER BY keep one upsert per owner and a
-- stable lock order.
CREATE FUNCTION post_list_bump_from_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_list_versions AS v (user_id)
    SELECT DISTINCT changed.user_id FROM changed JOIN users u ON u.id = changed.user_id ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION post_list_bump_from_post_media() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_list_versions AS v (user_id)
    SELECT DISTINCT p.user_id FROM changed JOIN posts p ON p.id = changed.post_id
      JOIN users u ON u.id = p.user_id ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_list_bump_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_list_bump_from_posts();
--> statement-breakpoint
CREATE TRIGGER posts_list_bump_update AFTER UPDATE ON posts REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_list_bump_from_posts();
--> statement-breakpoint
CREATE TRIGGER posts_list_bump_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_list_bump_from_posts();
--> statement-breakpoint
CREATE TRIGGER post_media_list_bump_insert AFTER INSERT ON post_media REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_list_bump_from_post_media();
--> statement-breakpoint
CREATE TRIGGER post_media_list_bump_update AFTER UPDATE ON post_media REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_list_bump_from_post_media();
--> statement-breakpoint
CREATE TRIGGER post_media_list_bump_delete AFTER DELETE ON post_media REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION post_list_bump_from_post_media();
