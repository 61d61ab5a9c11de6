-- Every deletion of an account is announced as it commits (channel plume_account_revoked, payload: its id),
-- whichever process or tool deletes it: a process that follows the channel may trust the accounts it has
-- seen without reading them again on every request (modules/auth/account-revocations.ts).
CREATE OR REPLACE FUNCTION plume_notify_account_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('plume_account_revoked', OLD.id::text);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_account_revoked AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION plume_notify_account_revoked();
