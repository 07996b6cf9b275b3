CREATE TABLE "resume_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"resume_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"digest_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_reviews_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"resume_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text,
	"author_user_id" uuid,
	"anchor" jsonb NOT NULL,
	"text" text NOT NULL,
	"suggestion" text,
	"suggestion_state" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"comment_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text,
	"by_owner" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_reviews" ADD CONSTRAINT "resume_reviews_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_review_id_resume_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."resume_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_comment_id_review_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."review_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_resume_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."resume_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_reviews_resume_id_idx" ON "resume_reviews" USING btree ("resume_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_reviews_digest_due_at_idx" ON "resume_reviews" USING btree ("digest_due_at") WHERE "resume_reviews"."digest_due_at" is not null;--> statement-breakpoint
CREATE INDEX "review_comments_resume_id_idx" ON "review_comments" USING btree ("resume_id","created_at");--> statement-breakpoint
CREATE INDEX "review_comments_review_id_created_at_idx" ON "review_comments" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "review_replies_comment_id_idx" ON "review_replies" USING btree ("comment_id","created_at");--> statement-breakpoint
CREATE INDEX "review_replies_review_id_created_at_idx" ON "review_replies" USING btree ("review_id","created_at");