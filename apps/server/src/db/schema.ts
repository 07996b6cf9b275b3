import type { ApplicationContact, LetterData, LetterLook, ResumeData, ReviewAnchor } from "@vitae/schema";
import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { v7 as uuidv7 } from "uuid";

// IDs are UUIDv7 made in code: time-ordered (index-friendly) and known before the insert.
const id = () =>
  uuid("id")
    .primaryKey()
    .$defaultFn(() => uuidv7());

const timestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const users = pgTable("users", {
  id: id(),
  name: text("name").notNull(),
  // Stored lower-cased by the services, so plain unique constraints are case-insensitive in effect.
  username: text("username").notNull().unique(),
  email: text("email").notNull().unique(),
  picture: text("picture"),
  locale: text("locale").notNull().default("en-US"),
  emailVerified: boolean("email_verified").notNull().default(false),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  // email, github, google or an OpenID Connect provider's name.
  provider: text("provider").notNull().default("email"),
  ...timestamps(),
});

/** Everything secret about a user, kept apart so a `select * from users` can never leak it. */
export const secrets = pgTable("secrets", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** argon2id hash; null for accounts that sign in with an external provider. */
  password: text("password"),
  lastSignedIn: timestamp("last_signed_in", { withTimezone: true }),
  /** Hash of the e-mail verification token. */
  verificationToken: text("verification_token"),
  verificationTokenExpiresAt: timestamp("verification_token_expires_at", { withTimezone: true }),
  /** TOTP secret, encrypted at rest. */
  twoFactorSecret: text("two_factor_secret"),
  /** Hashes of the unused backup codes. */
  twoFactorBackupCodes: text("two_factor_backup_codes").array().notNull().default(sql`'{}'::text[]`),
  /**
   * Unused: refresh tokens live in `sessions` (one row per signed-in device). Kept all the same: dropping it would
   * only churn a migration.
   */
  refreshToken: text("refresh_token"),
  /** Hash of the password reset token. */
  resetToken: text("reset_token"),
  resetTokenExpiresAt: timestamp("reset_token_expires_at", { withTimezone: true }),
  /** The last accepted TOTP time step (Unix time / 30 s): a code is accepted once per account per step. */
  twoFactorLastStep: bigint("two_factor_last_step", { mode: "number" }),
  ...timestamps(),
});

/** One signed-in device: its refresh token rotates on every use; revoking the row signs the device out. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the current refresh token. */
    refreshTokenHash: text("refresh_token_hash").notNull(),
    /**
     * SHA-256 of the refresh token it replaced, and when: two tabs refreshing at once both present the old token,
     * so the previous one stays good for a few seconds (it then only yields an access token, never a new refresh).
     */
    previousRefreshTokenHash: text("previous_refresh_token_hash"),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/**
 * Failed-attempt counters for password and two-factor checks, keyed per account (or per unknown identifier, so a
 * lock-out does not reveal whether an account exists). Counted before the check runs, so parallel guesses cannot
 * slip past the limit.
 */
export const authAttempts = pgTable("auth_attempts", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  /** Lock-outs in a row without a success: each one lasts twice as long as the one before. */
  lockouts: integer("lockouts").notNull().default(0),
});

/**
 * An external identity (GitHub account, OpenID Connect subject) linked to a user, so a returning person signs in
 * to the same account even after changing the e-mail address on either side. `issuer` scopes `subject`: the
 * OpenID issuer, or the GitHub server's address.
 */
export const oauthIdentities = pgTable(
  "oauth_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    /** github, google or openid. */
    provider: text("provider").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index("oauth_identities_user_id_idx").on(table.userId),
  ],
);

/** Ids (`jti`) of single-use tokens already accepted, e.g. the learning platform's, kept until they expire. */
export const usedTokens = pgTable(
  "used_tokens",
  {
    jti: text("jti").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("used_tokens_expires_at_idx").on(table.expiresAt)],
);

/**
 * Bot-check (ALTCHA) solutions already accepted, by the challenge's signature, kept until the challenge expires:
 * each solved challenge lets one sign-in, sign-up or reset request through.
 */
export const captchaSolutions = pgTable(
  "captcha_solutions",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("captcha_solutions_expires_at_idx").on(table.expiresAt)],
);

/** Per-address request counts of the rate-limited routes, shared by every node (see lib/rate-limit-store.ts). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** SHA-256 of the route and the client's key (its address, or a user id): no address is stored. */
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);

export const resumes = pgTable(
  "resumes",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    data: jsonb("data").$type<ResumeData>().notNull(),
    visibility: text("visibility", { enum: ["private", "public"] })
      .notNull()
      .default("private"),
    locked: boolean("locked").notNull().default(false),
    /** Whether guests of the public page may download it (PDF, other formats, picture); the owner always may. */
    allowDownloads: boolean("allow_downloads").notNull().default(true),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps(),
    /** Set when the resume went to the trash; purged TRASH_DAYS later. Its slug stays taken meanwhile. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * A per-job variant's master: its `data` then holds only its overlay over the master's data (see
     * docs/decisions/0011), merged on read. No cascade: a master is never deleted while it has variants.
     */
    variantOf: uuid("variant_of").references((): AnyPgColumn => resumes.id),
  },
  (table) => [
    unique("resumes_user_id_slug_unique").on(table.userId, table.slug),
    // A master's variants, found when it is saved or deleted.
    index("resumes_variant_of_idx").on(table.variantOf).where(sql`${table.variantOf} is not null`),
    // The purge finds expired trash without reading live resumes.
    index("resumes_deleted_at_idx").on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
    // The dashboard lists a user's resumes, most recently changed first.
    index("resumes_user_id_updated_at_idx").on(table.userId, table.updatedAt.desc()),
    check("resumes_visibility_check", sql`${table.visibility} in ('private', 'public')`),
  ],
);

/**
 * Past states of a resume. Taken by the database itself (trigger in migration 0005) before a save that follows a
 * pause, before imports, overwrites and restores; taken by the API when a person names one. `kind` says why,
 * `name` marks a version as named (kept forever); `savedAt` is when that content had been saved.
 */
export const resumeVersions = pgTable(
  "resume_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resumeId: uuid("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["auto", "import", "overwrite", "restore", "named"] }).notNull(),
    name: text("name"),
    title: text("title").notNull(),
    data: jsonb("data").$type<ResumeData>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("resume_versions_resume_id_created_at_idx").on(table.resumeId, table.createdAt.desc()),
    check(
      "resume_versions_kind_check",
      sql`${table.kind} in ('auto', 'import', 'overwrite', 'restore', 'named')`,
    ),
  ],
);

export const statistics = pgTable("statistics", {
  id: id(),
  resumeId: uuid("resume_id")
    .notNull()
    .unique()
    .references(() => resumes.id, { onDelete: "cascade" }),
  views: integer("views").notNull().default(0),
  downloads: integer("downloads").notNull().default(0),
  ...timestamps(),
});

export const usersRelations = relations(users, ({ one, many }) => ({
  secrets: one(secrets),
  resumes: many(resumes),
  sessions: many(sessions),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const secretsRelations = relations(secrets, ({ one }) => ({
  user: one(users, { fields: [secrets.userId], references: [users.id] }),
}));

export const resumesRelations = relations(resumes, ({ one }) => ({
  user: one(users, { fields: [resumes.userId], references: [users.id] }),
  statistics: one(statistics),
}));

export const statisticsRelations = relations(statistics, ({ one }) => ({
  resume: one(resumes, { fields: [statistics.resumeId], references: [resumes.id] }),
}));

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SecretsRow = typeof secrets.$inferSelect;
export type NewSecretsRow = typeof secrets.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type ResumeRow = typeof resumes.$inferSelect;
export type NewResumeRow = typeof resumes.$inferInsert;
export type StatisticsRow = typeof statistics.$inferSelect;
export type ResumeVersionRow = typeof resumeVersions.$inferSelect;

/** Job descriptions saved with a resume to match it against, each under a name such as the company. */
export const jobDescriptions = pgTable(
  "job_descriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resumeId: uuid("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_descriptions_resume_id_idx").on(table.resumeId, table.createdAt)],
);
export type JobDescriptionRow = typeof jobDescriptions.$inferSelect;

/**
 * A job the user applies (or means to apply) to. The salary, next step and contacts are the user's own notes;
 * `nextStepAllDay` says whether `nextStepAt` is a whole day (kept as its UTC midnight) or an instant.
 */
export const applications = pgTable(
  "applications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    company: text("company").notNull(),
    role: text("role").notNull(),
    url: text("url").notNull().default(""),
    jobDescription: text("job_description").notNull().default(""),
    location: text("location").notNull().default(""),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    salaryPeriod: text("salary_period", { enum: ["year", "month", "hour"] }),
    status: text("status", {
      enum: ["saved", "applied", "screening", "interview", "offer", "closed"],
    }).notNull(),
    closedReason: text("closed_reason", { enum: ["rejected", "withdrawn", "declined", "accepted"] }),
    // The resume or variant sent; the application outlives it.
    resumeId: uuid("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    letterId: uuid("letter_id").references(() => letters.id, { onDelete: "set null" }),
    nextStepTitle: text("next_step_title"),
    nextStepAt: timestamp("next_step_at", { withTimezone: true }),
    nextStepAllDay: boolean("next_step_all_day").notNull().default(false),
    notes: text("notes").notNull().default(""),
    contacts: jsonb("contacts").$type<ApplicationContact[]>().notNull().default([]),
    ...timestamps(),
  },
  (table) => [
    index("applications_user_id_created_at_idx").on(table.userId, table.createdAt),
    index("applications_resume_id_idx").on(table.resumeId),
    check(
      "applications_closed_reason_check",
      sql`(${table.status} = 'closed') = (${table.closedReason} is not null)`,
    ),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** Every status an application entered and when: the first row is its creation. Insights are read from here. */
export const applicationStatusChanges = pgTable(
  "application_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", {
      enum: ["saved", "applied", "screening", "interview", "offer", "closed"],
    }).notNull(),
    closedReason: text("closed_reason", { enum: ["rejected", "withdrawn", "declined", "accepted"] }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_status_changes_application_id_at_idx").on(table.applicationId, table.at)],
);
export type ApplicationStatusChangeRow = typeof applicationStatusChanges.$inferSelect;

/** A user's private calendar feed: only the SHA-256 of its secret token is kept; deleting the row revokes it. */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Personal API keys: a script or assistant acts for the user with the scopes the key names. Only the SHA-256 of
 * the key is stored (it is 192+ random bits, so a fast hash is safe and lets the database look it up); the rows go
 * with the account. Revoking deletes the row.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    scopes: text("scopes").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    lastUsedIp: text("last_used_ip"),
  },
  (table) => [index("api_keys_user_id_idx").on(table.userId, table.createdAt)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * WebAuthn credentials (passkeys) by their credential id (base64url). `counter` is the authenticator's signature
 * count: an assertion must raise it (when it counts at all), so a cloned authenticator shows itself.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    /** `multiDevice` credentials may be synced (backup eligible); `singleDevice` ones never are. */
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_user_id_idx").on(table.userId, table.createdAt)],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * WebAuthn challenges handed out and not yet answered, shared by every node: each is taken (deleted) by the one
 * answer that uses it, and only before it expires. `userId`: the account registering or confirming a second
 * factor; null for a usernameless sign-in.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("passkey_challenges_expires_at_idx").on(table.expiresAt)],
);

/**
 * Cover letters. `resumeId` links the resume whose sender block and design the letter is drawn with; `look` is the
 * letter's own copy of them, refreshed at every save of that resume, so a letter whose resume is deleted prints
 * as it did. Trash, lock and stale-write checks work as for resumes (lib/owned-documents.ts).
 */
export const letters = pgTable(
  "letters",
  {
    id: id(),
    title: text("title").notNull(),
    resumeId: uuid("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    data: jsonb("data").$type<LetterData>().notNull(),
    look: jsonb("look").$type<LetterLook>(),
    locked: boolean("locked").notNull().default(false),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** SHA-256 of the private link's token (one link at a time); revoking clears it. */
    linkTokenHash: text("link_token_hash").unique(),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
  },
  (table) => [
    index("letters_user_id_updated_at_idx").on(table.userId, table.updatedAt.desc()),
    index("letters_resume_id_idx").on(table.resumeId),
    index("letters_deleted_at_idx").on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
  ],
);
export type LetterRow = typeof letters.$inferSelect;

/** Past states of a letter: what a save replaced after a pause in editing, and what a restore replaced. */
export const letterVersions = pgTable(
  "letter_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    letterId: uuid("letter_id")
      .notNull()
      .references(() => letters.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    data: jsonb("data").$type<LetterData>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("letter_versions_letter_id_created_at_idx").on(table.letterId, table.createdAt.desc())],
);
export type LetterVersionRow = typeof letterVersions.$inferSelect;

/**
 * The password a public resume asks for before anyone but its owner reads it (argon2, like account passwords).
 * `version` is new with every password: an unlock cookie names it, so a changed password locks out every earlier
 * unlock, and removing then setting one again never revives an old cookie.
 */
export const resumePublicPasswords = pgTable("resume_public_passwords", {
  resumeId: uuid("resume_id")
    .primaryKey()
    .references(() => resumes.id, { onDelete: "cascade" }),
  passwordHash: text("password_hash").notNull(),
  version: uuid("version").notNull().defaultRandom(),
  ...timestamps(),
});

/**
 * A private review link to one resume. Only the SHA-256 of its token is kept (256 random bits, so a fast hash is
 * safe and lets the database look it up); a password, when set, is hashed like an account's. Revoking sets
 * `revokedAt` so the link's comments stay with the resume. `digestDueAt` is when the owner's digest of new comments
 * goes out (moved on by every comment, so one review session is one mail).
 */
export const resumeReviews = pgTable(
  "resume_reviews",
  {
    id: id(),
    resumeId: uuid("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    passwordHash: text("password_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    digestDueAt: timestamp("digest_due_at", { withTimezone: true }),
    /** When the last digest went out: the next one tells of what reviewers wrote after it. */
    digestedAt: timestamp("digested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("resume_reviews_resume_id_idx").on(table.resumeId, table.createdAt),
    index("resume_reviews_digest_due_at_idx")
      .on(table.digestDueAt)
      .where(sql`${table.digestDueAt} is not null`),
  ],
);
export type ResumeReviewRow = typeof resumeReviews.$inferSelect;

/**
 * A reviewer's comment: anchored to an item id + field + quoted words (see @vitae/schema review-anchor), with an
 * optional suggested replacement. `state` is the thread's (open/resolved); `suggestionState` the suggestion's.
 */
export const reviewComments = pgTable(
  "review_comments",
  {
    id: id(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => resumeReviews.id, { onDelete: "cascade" }),
    resumeId: uuid("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email"),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The reviewer's language (from their browser), for the mails that tell them of replies. */
    authorLocale: text("author_locale"),
    anchor: jsonb("anchor").$type<ReviewAnchor>().notNull(),
    text: text("text").notNull(),
    suggestion: text("suggestion"),
    suggestionState: text("suggestion_state", { enum: ["pending", "accepted", "dismissed"] }),
    state: text("state", { enum: ["open", "resolved"] })
      .notNull()
      .default("open"),
    ...timestamps(),
  },
  (table) => [
    index("review_comments_resume_id_idx").on(table.resumeId, table.createdAt),
    index("review_comments_review_id_created_at_idx").on(table.reviewId, table.createdAt),
  ],
);
export type ReviewCommentRow = typeof reviewComments.$inferSelect;

/** A reply in a comment's thread, by a reviewer of that link or by the resume's owner. */
export const reviewReplies = pgTable(
  "review_replies",
  {
    id: id(),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => reviewComments.id, { onDelete: "cascade" }),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => resumeReviews.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email"),
    byOwner: boolean("by_owner").notNull().default(false),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("review_replies_comment_id_idx").on(table.commentId, table.createdAt),
    index("review_replies_review_id_created_at_idx").on(table.reviewId, table.createdAt),
  ],
);
export type ReviewReplyRow = typeof reviewReplies.$inferSelect;
