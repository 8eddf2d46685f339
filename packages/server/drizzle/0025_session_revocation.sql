-- Revocation across server instances: every change that can end a session or change what it
-- may do NOTIFYs barterbits_revocations at commit, so every instance forgets its remembered checks
-- (modules/auth/revocations.ts). Triggers, not application code, so a change made by hand is heard too.
CREATE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('barterbits_revocations', 's:' || OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_revoked AFTER UPDATE OF revoked_at, expires_at, user_id ON auth_sessions
  FOR EACH ROW WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at
    OR NEW.expires_at < OLD.expires_at OR NEW.user_id IS DISTINCT FROM OLD.user_id)
  EXECUTE FUNCTION notify_session_revoked();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_deleted AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
--> statement-breakpoint
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('barterbits_revocations', 'u:' || OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF status_id, role_id ON users
  FOR EACH ROW WHEN (NEW.status_id IS DISTINCT FROM OLD.status_id OR NEW.role_id IS DISTINCT FROM OLD.role_id)
  EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE FUNCTION notify_admin_role_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('barterbits_revocations', 'u:' || NEW.user_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_profiles_admin_role_changed AFTER UPDATE OF sub_role_id ON user_profiles
  FOR EACH ROW WHEN (NEW.sub_role_id IS DISTINCT FROM OLD.sub_role_id)
  EXECUTE FUNCTION notify_admin_role_changed();
--> statement-breakpoint
CREATE FUNCTION notify_admin_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('barterbits_revocations', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_roles_changed AFTER UPDATE OF is_active, code ON admin_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_roles_changed();
--> statement-breakpoint
CREATE TRIGGER user_profiles_admin_role_set AFTER INSERT ON user_profiles
  FOR EACH ROW WHEN (NEW.sub_role_id IS NOT NULL)
  EXECUTE FUNCTION notify_admin_role_changed();
