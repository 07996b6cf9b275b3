-- Every change to a user, a session or a resume is announced on the "vitae_changes" channel ("user:<id>" for a
-- user or one of their sessions, "resume:<id>"), so every node drops what it cached about it at once, whichever
-- node or tool made the change (see apps/server/src/lib/notified-cache.ts).
CREATE FUNCTION "vitae_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('vitae_changes', 'user:' || OLD.id::text);
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('vitae_changes', 'user:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('vitae_changes', 'resume:' || OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "vitae_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "vitae_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "resumes_notify_change" AFTER UPDATE OR DELETE ON "resumes"
  FOR EACH ROW EXECUTE FUNCTION "vitae_notify_change"();
