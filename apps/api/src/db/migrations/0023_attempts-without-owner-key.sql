ALTER TABLE "publish_attempts" DROP CONSTRAINT "publish_attempts_user_id_users_id_fk";
--> statement-breakpoint
-- The owners' counters (migrations 0013, 0021, 0022): an insert or an update no longer looks its owners up in
-- users — the row's own foreign key already holds them, and the lookup hashed the whole users table on every
-- statement that wrote a post. Only a delete, which may be the cascade of the owner's own removal, still skips
-- owners whose row is gone.
CREATE OR REPLACE FUNCTION post_list_bump_from_posts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  owner uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT c.user_id ORDER BY c.user_id) INTO owners FROM changed c
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id);
  ELSE
    SELECT array_agg(DISTINCT c.user_id ORDER BY c.user_id) INTO owners FROM changed c;
  END IF;
  FOR owner IN
    INSERT INTO post_list_versions AS v (user_id) SELECT unnest(owners) ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1
    RETURNING v.user_id
  LOOP
    IF plume_owner_notices() THEN PERFORM pg_notify('plume_owner_changed', owner::text); END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owner_read_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT c.user_id ORDER BY c.user_id) INTO owners FROM changed c
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id);
  ELSE
    SELECT array_agg(DISTINCT c.user_id ORDER BY c.user_id) INTO owners FROM changed c;
  END IF;
  INSERT INTO owner_read_versions AS v (user_id) SELECT unnest(owners) ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET
    library_version = v.library_version + (TG_TABLE_NAME = 'content_items')::int,
    notes_version = v.notes_version + (TG_TABLE_NAME = 'notes')::int;
  RETURN NULL;
END $$;
