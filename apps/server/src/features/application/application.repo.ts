import type { ApplicationStatus, ClosedReason } from "@vitae/schema";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type ApplicationRow,
  type ApplicationStatusChangeRow,
  applicationStatusChanges,
  applications,
  calendarFeeds,
  letters,
  resumes,
} from "../../db/schema.ts";

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`, typed differently by driver. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type ApplicationKey = { userId: string; id: string };
export type ApplicationValues = Omit<ApplicationRow, "id" | "userId" | "createdAt" | "updatedAt">;
export type StatusChange = { status: ApplicationStatus; closedReason: ClosedReason | null };

export const countApplications = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.userId, userId));
  return row?.n ?? 0;
};

export const listApplications = (db: Db, userId: string): Promise<ApplicationRow[]> =>
  db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.createdAt), asc(applications.id));

export const findApplication = async (db: Db, key: ApplicationKey): Promise<ApplicationRow | undefined> => {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, key.userId), eq(applications.id, key.id)));
  return row;
};

/** Status changes of the given applications, oldest first. */
export const listStatusChanges = async (
  db: Db,
  applicationIds: string[],
): Promise<ApplicationStatusChangeRow[]> =>
  applicationIds.length === 0
    ? []
    : db
        .select()
        .from(applicationStatusChanges)
        .where(inArray(applicationStatusChanges.applicationId, applicationIds))
        .orderBy(asc(applicationStatusChanges.at), asc(applicationStatusChanges.id));

/** Inserts applications with their first status change, in one transaction. */
export const insertApplications = (
  db: Db,
  userId: string,
  values: ApplicationValues[],
): Promise<ApplicationRow[]> =>
  db.transaction(async (tx) => {
    if (values.length === 0) return [];
    const rows = await tx
      .insert(applications)
      .values(values.map((value) => ({ ...value, userId })))
      .returning();
    await tx.insert(applicationStatusChanges).values(
      rows.map((row) => ({
        applicationId: row.id,
        status: row.status,
        closedReason: row.closedReason,
        at: row.createdAt,
      })),
    );
    return rows;
  });

/** Changes an application; a new status (or closed reason) is recorded with the time of the change. */
export const updateApplication = (
  db: Db,
  key: ApplicationKey,
  values: Partial<ApplicationValues>,
  statusChange: StatusChange | undefined,
): Promise<ApplicationRow | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(applications.userId, key.userId), eq(applications.id, key.id)))
      .returning();
    if (row !== undefined && statusChange !== undefined) {
      await tx.insert(applicationStatusChanges).values({ applicationId: row.id, ...statusChange });
    }
    return row;
  });

export const deleteApplication = async (db: Db, key: ApplicationKey): Promise<boolean> => {
  const rows = await db
    .delete(applications)
    .where(and(eq(applications.userId, key.userId), eq(applications.id, key.id)))
    .returning({ id: applications.id });
  return rows.length > 0;
};

/** True when the resume is the user's and not in the trash. */
export const ownsResume = async (db: Db, userId: string, resumeId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId), isNull(resumes.deletedAt)));
  return row !== undefined;
};

/** True when the cover letter is the user's and not in the trash. */
export const ownsLetter = async (db: Db, userId: string, letterId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: letters.id })
    .from(letters)
    .where(and(eq(letters.id, letterId), eq(letters.userId, userId), isNull(letters.deletedAt)));
  return row !== undefined;
};

// ---- Calendar feed -------------------------------------------------------------------------------------------

/** Sets the user's feed to a new token hash; the previous one stops working. */
export const replaceCalendarFeed = async (db: Db, userId: string, tokenHash: string): Promise<void> => {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } });
};

export const deleteCalendarFeed = async (db: Db, userId: string): Promise<boolean> => {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
};

export const calendarFeedOwner = async (db: Db, tokenHash: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId;
};
