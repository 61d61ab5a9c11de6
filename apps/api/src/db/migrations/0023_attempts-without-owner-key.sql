ALTER TABLE "publish_attempts" DROP CONSTRAINT "publish_attempts_user_id_users_id_fk";
--> statement-breakpoint
-- The owners' counters (migrations 0013, 0021, 0022): an insert or an update no longer looks its owners up in
-- users — the row's own foreign key already holds them, and the lookup hashed the whole users table on every
-- statement that wrote a post. Only a delete, which may be the cascade of the owner's own removal, still skips
-- owners whose row is gone.
CREATE FUNCTION plume_owners_to_raise(owners uuid[], deleting boolean) RETURNS uuid[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF NOT deleting THEN RETURN owners; END IF;
  RETURN ARRAY(SELECT u.id FROM users u WHERE u.id = ANY(owners) ORDER BY 1);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_list_bump_from_posts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  FOR owner IN
    INSERT INTO post_list_versions AS v (user_id)
      SELECT unnest(plume_owners_to_raise(
        ARRAY(SELECT DISTINCT c.user_id FROM changed c ORDER BY 1), TG_OP = 'DELETE')) ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1
    RETURNING v.user_id
  LOOP
    IF plume_owner_notices() THEN PERFORM pg_notify('plume_owner_changed', owner::text); END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owner_read_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO owner_read_versions AS v (user_id)
    SELECT unnest(plume_owners_to_raise(
      ARRAY(SELECT DISTINCT c.user_id FROM changed c ORDER BY 1), TG_OP = 'DELETE')) ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET
    library_version = v.library_version + (TG_TABLE_NAME = 'content_items')::int,
    notes_version = v.notes_version + (TG_TABLE_NAME = 'notes')::int;
  RETURN NULL;
END $$;
