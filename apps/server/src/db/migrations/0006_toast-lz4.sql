-- Resume content is ~10 KB of JSON, stored compressed out of line (TOAST). lz4 compresses and decompresses it
-- several times faster than the default pglz for about the same size, which shows in every autosave (bench/api).
-- PostgreSQL built without lz4 (PGlite is) keeps pglz: the error is expected there and changes nothing.
DO $$
BEGIN
  ALTER TABLE "resumes" ALTER COLUMN "data" SET COMPRESSION lz4;
  ALTER TABLE "resume_versions" ALTER COLUMN "data" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
