import type { ResumeData } from "@vitae/schema";
import { relations, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
  /** TOTP secret, encrypted at rest. */
  twoFactorSecret: text("two_factor_secret"),
  /** Hashes of the unused backup codes. */
  twoFactorBackupCodes: text("two_factor_backup_codes").array().notNull().default(sql`'{}'::text[]`),
  /** Hash of the current refresh token; null when signed out. */
  refreshToken: text("refresh_token"),
  /** Hash of the password reset token. */
  resetToken: text("reset_token"),
  resetTokenExpiresAt: timestamp("reset_token_expires_at", { withTimezone: true }),
  ...timestamps(),
});

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
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (table) => [
    unique("resumes_user_id_slug_unique").on(table.userId, table.slug),
    // The dashboard lists a user's resumes, most recently changed first.
    index("resumes_user_id_updated_at_idx").on(table.userId, table.updatedAt.desc()),
    check("resumes_visibility_check", sql`${table.visibility} in ('private', 'public')`),
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
export type ResumeRow = typeof resumes.$inferSelect;
export type NewResumeRow = typeof resumes.$inferInsert;
export type StatisticsRow = typeof statistics.$inferSelect;
