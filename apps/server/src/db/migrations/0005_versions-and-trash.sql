CREATE TABLE "resume_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resume_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_versions_kind_check" CHECK ("resume_versions"."kind" in ('auto', 'import', 'overwrite', 'restore', 'named'))
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD CONSTRAINT "resume_versions_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_versions_resume_id_created_at_idx" ON "resume_versions" USING btree ("resume_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resumes_deleted_at_idx" ON "resumes" USING btree ("deleted_at") WHERE "resumes"."deleted_at" is not null;--> statement-breakpoint
-- Thinning, run after each new version of a resume: named versions stay; of the others, all of the last day,
-- the newest per hour for a week, the newest per day before that, and never more than the newest 50.
CREATE FUNCTION "vitae_thin_resume_versions"(target uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "resume_versions" v
  USING (
    SELECT id,
      row_number() OVER (PARTITION BY bucket ORDER BY created_at DESC) AS in_bucket,
      row_number() OVER (ORDER BY created_at DESC) AS newest
    FROM (
      SELECT id, created_at,
        CASE
          WHEN created_at > now() - interval '1 day' THEN id::text
          WHEN created_at > now() - interval '7 days' THEN 'hour ' || date_trunc('hour', created_at)::text
          ELSE 'day ' || date_trunc('day', created_at)::text
        END AS bucket
      FROM "resume_versions"
      WHERE resume_id = target AND name IS NULL
    ) buckets
  ) ranked
  WHERE v.id = ranked.id AND (ranked.in_bucket > 1 OR ranked.newest > 50);
$$;
--> statement-breakpoint
-- Before a resume's data changes, its previous state becomes a version when:
-- - the transaction says why (`SET LOCAL vitae.version_reason` to import, overwrite or restore), or
-- - the save follows a pause (the previous save is over 2 minutes old: the state a session ended with), or
--   the newest version is over 10 minutes old (a long session), or there is none yet (the first state).
-- In the database, so every node and every writer keeps versions the same way, within the save's transaction.
CREATE FUNCTION "vitae_capture_resume_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reason text := nullif(current_setting('vitae.version_reason', true), '');
  newest timestamptz;
BEGIN
  IF reason IS NULL THEN
    SELECT max(created_at) INTO newest FROM "resume_versions" WHERE resume_id = OLD.id;
    IF OLD.updated_at > now() - interval '2 minutes' AND newest IS NOT NULL
      AND newest > now() - interval '10 minutes' THEN
      RETURN NEW;
    END IF;
    reason := 'auto';
  END IF;
  INSERT INTO "resume_versions" (resume_id, kind, title, data, saved_at)
    VALUES (OLD.id, reason, OLD.title, OLD.data, OLD.updated_at);
  PERFORM "vitae_thin_resume_versions"(OLD.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "resumes_capture_version" BEFORE UPDATE OF "data" ON "resumes"
  FOR EACH ROW WHEN (OLD.data IS DISTINCT FROM NEW.data) EXECUTE FUNCTION "vitae_capture_resume_version"();
