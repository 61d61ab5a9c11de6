CREATE TABLE "owner_read_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"library_version" bigint DEFAULT 1 NOT NULL,
	"notes_version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_read_versions" ADD CONSTRAINT "owner_read_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The library's and the notes' counters (ADR 0014): raised once per statement for each owner it touched, whatever
-- writes (API, jobs, cascades, a SQL console) — the library's on content_items, the notes' on notes. Owners whose
-- user row is gone (an account being deleted) are skipped; DISTINCT + ORDER BY keep one upsert per owner and a
-- stable lock order. An owner without a row reads 0.
CREATE FUNCTION owner_read_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO owner_read_versions AS v (user_id)
    SELECT DISTINCT changed.user_id FROM changed JOIN users u ON u.id = changed.user_id ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET
    library_version = v.library_version + (TG_TABLE_NAME = 'content_items')::int,
    notes_version = v.notes_version + (TG_TABLE_NAME = 'notes')::int;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_items_read_bump_insert AFTER INSERT ON content_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION owner_read_bump();
--> statement-breakpoint
CREATE TRIGGER content_items_read_bump_update AFTER UPDATE ON content_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION owner_read_bump();
--> statement-breakpoint
CREATE TRIGGER content_items_read_bump_delete AFTER DELETE ON content_items REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION owner_read_bump();
--> statement-breakpoint
CREATE TRIGGER notes_read_bump_insert AFTER INSERT ON notes REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION owner_read_bump();
--> statement-breakpoint
CREATE TRIGGER notes_read_bump_update AFTER UPDATE ON notes REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION owner_read_bump();
--> statement-breakpoint
CREATE TRIGGER notes_read_bump_delete AFTER DELETE ON notes REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION owner_read_bump();
