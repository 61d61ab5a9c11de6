-- On the embedded database only (it starts with plume.owner_notices=on, db/client.ts), every committed change of
-- what an owner's lists show is announced on the channel plume_owner_changed, payload: the owner's id. The one
-- process that owns that database then keeps those reads in memory until a change arrives
-- (lib/owner-reads.ts, ADR 0014). PostgreSQL never sets the option: no notification is sent there, where the
-- processes read the counters instead.
CREATE FUNCTION plume_owner_notices() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('plume.owner_notices', true), '') = 'on'
$$;
--> statement-breakpoint
-- The posts list counters (migration 0013), raised as before; each raised owner announced.
CREATE OR REPLACE FUNCTION post_list_bump_from_posts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  FOR owner IN
    INSERT INTO post_list_versions AS v (user_id)
      SELECT DISTINCT changed.user_id FROM changed JOIN users u ON u.id = changed.user_id ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1
    RETURNING v.user_id
  LOOP
    IF plume_owner_notices() THEN PERFORM pg_notify('plume_owner_changed', owner::text); END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_list_bump_from_post_media() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  FOR owner IN
    INSERT INTO post_list_versions AS v (user_id)
      SELECT DISTINCT p.user_id FROM changed JOIN posts p ON p.id = changed.post_id
        JOIN users u ON u.id = p.user_id ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1
    RETURNING v.user_id
  LOOP
    IF plume_owner_notices() THEN PERFORM pg_notify('plume_owner_changed', owner::text); END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The library and the notes: each owner touched by a statement, once.
CREATE FUNCTION plume_announce_owners() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF plume_owner_notices() THEN
    FOR owner IN SELECT DISTINCT changed.user_id FROM changed ORDER BY 1 LOOP
      PERFORM pg_notify('plume_owner_changed', owner::text);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_items_announce_insert AFTER INSERT ON content_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION plume_announce_owners();
--> statement-breakpoint
CREATE TRIGGER content_items_announce_update AFTER UPDATE ON content_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION plume_announce_owners();
--> statement-breakpoint
CREATE TRIGGER content_items_announce_delete AFTER DELETE ON content_items REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION plume_announce_owners();
--> statement-breakpoint
CREATE TRIGGER notes_announce_insert AFTER INSERT ON notes REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION plume_announce_owners();
--> statement-breakpoint
CREATE TRIGGER notes_announce_update AFTER UPDATE ON notes REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION plume_announce_owners();
--> statement-breakpoint
CREATE TRIGGER notes_announce_delete AFTER DELETE ON notes REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION plume_announce_owners();
--> statement-breakpoint
-- The calendar is cached under the owner's time zone (modules/publishing/publishing.service.ts).
CREATE FUNCTION plume_announce_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF plume_owner_notices() THEN PERFORM pg_notify('plume_owner_changed', NEW.id::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_announce_time_zone AFTER UPDATE OF timezone ON users FOR EACH ROW
  WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION plume_announce_time_zone();
