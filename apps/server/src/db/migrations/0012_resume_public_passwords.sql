CREATE TABLE "resume_public_passwords" (
	"resume_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_public_passwords" ADD CONSTRAINT "resume_public_passwords_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;