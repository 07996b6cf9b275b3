ALTER TABLE "resumes" ADD COLUMN "variant_of" uuid;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_variant_of_resumes_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."resumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumes_variant_of_idx" ON "resumes" USING btree ("variant_of") WHERE "resumes"."variant_of" is not null;