import {
  type Application,
  type CreateApplicationInput,
  closedReasonIssue,
  maxApplicationsPerUser,
  type NextStep,
  type UpdateApplicationInput,
} from "@vitae/schema";
import type { Db } from "../../db/client.ts";
import type { ApplicationRow, ApplicationStatusChangeRow } from "../../db/schema.ts";
import { AppError, type Issue } from "../../lib/app-error.ts";
import { uuidPattern } from "../resume/index.ts";
import * as repo from "./application.repo.ts";

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A next step's date as stored: a day becomes its UTC midnight, marked all-day. */
const nextStepColumns = (nextStep: NextStep | null) => ({
  nextStepTitle: nextStep?.title ?? null,
  nextStepAt:
    nextStep === null
      ? null
      : new Date(dayPattern.test(nextStep.date) ? `${nextStep.date}T00:00:00Z` : nextStep.date),
  nextStepAllDay: nextStep !== null && dayPattern.test(nextStep.date),
});

const salaryColumns = (salary: CreateApplicationInput["salary"]) => ({
  salaryMin: salary?.min ?? null,
  salaryMax: salary?.max ?? null,
  salaryCurrency: salary?.currency ?? null,
  salaryPeriod: salary?.period ?? null,
});

type Fields = Omit<UpdateApplicationInput, "nextStep" | "salary">;
const plainFields = [
  "company",
  "role",
  "url",
  "jobDescription",
  "location",
  "status",
  "closedReason",
  "resumeId",
  "letterId",
  "notes",
  "contacts",
] as const satisfies readonly (keyof Fields)[];

/** The columns for the given fields; fields left out are left out. */
const columnsOf = (input: UpdateApplicationInput): Partial<repo.ApplicationValues> => ({
  ...Object.fromEntries(
    plainFields.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
  ),
  ...(input.salary === undefined ? {} : salaryColumns(input.salary)),
  ...(input.nextStep === undefined ? {} : nextStepColumns(input.nextStep)),
});

export const toApplication = (row: ApplicationRow, history: ApplicationStatusChangeRow[]): Application => ({
  id: row.id,
  company: row.company,
  role: row.role,
  url: row.url,
  jobDescription: row.jobDescription,
  location: row.location,
  salary:
    row.salaryCurrency === null
      ? null
      : {
          min: row.salaryMin,
          max: row.salaryMax,
          currency: row.salaryCurrency,
          period: row.salaryPeriod ?? "year",
        },
  status: row.status,
  closedReason: row.closedReason,
  resumeId: row.resumeId,
  letterId: row.letterId,
  nextStep:
    row.nextStepTitle === null || row.nextStepAt === null
      ? null
      : {
          title: row.nextStepTitle,
          date: row.nextStepAllDay ? row.nextStepAt.toISOString().slice(0, 10) : row.nextStepAt.toISOString(),
        },
  notes: row.notes,
  contacts: row.contacts,
  history: history.map((change) => ({
    status: change.status,
    closedReason: change.closedReason,
    at: change.at.toISOString(),
  })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const withHistory = async (db: Db, rows: ApplicationRow[]): Promise<Application[]> => {
  const changes = await repo.listStatusChanges(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toApplication(
      row,
      changes.filter((change) => change.applicationId === row.id),
    ),
  );
};

const notFound = () => new AppError("NotFound", { message: "This application does not exist" });
const invalid = (issues: Issue[]) =>
  new AppError("ValidationError", { message: issues.map((issue) => issue.message).join("; "), issues });

/** Issues with the linked resume and letter: each must be the user's own. */
export const linkIssues = async (
  db: Db,
  userId: string,
  input: Pick<UpdateApplicationInput, "resumeId" | "letterId">,
): Promise<Issue[]> => {
  const issues: Issue[] = [];
  if (typeof input.resumeId === "string" && !(await repo.ownsResume(db, userId, input.resumeId))) {
    issues.push({ path: "resumeId", message: "No resume of yours has this id" });
  }
  if (typeof input.letterId === "string" && !(await repo.ownsLetter(db, userId, input.letterId))) {
    issues.push({ path: "letterId", message: "No cover letter of yours has this id" });
  }
  return issues;
};

export const listApplications = async (db: Db, userId: string): Promise<Application[]> =>
  withHistory(db, await repo.listApplications(db, userId));

export const getApplication = async (db: Db, key: repo.ApplicationKey): Promise<Application> => {
  const row = uuidPattern.test(key.id) ? await repo.findApplication(db, key) : undefined;
  if (row === undefined) throw notFound();
  const [application] = await withHistory(db, [row]);
  if (application === undefined) throw notFound();
  return application;
};

const refuseOverLimit = async (db: Db, userId: string, adding: number) => {
  if ((await repo.countApplications(db, userId)) + adding > maxApplicationsPerUser) {
    throw new AppError("ValidationError", {
      message: `You can keep at most ${maxApplicationsPerUser} applications: delete some first`,
    });
  }
};

/** Inserts already-validated applications whose links were checked. */
export const insertApplications = async (
  db: Db,
  userId: string,
  inputs: CreateApplicationInput[],
): Promise<Application[]> => {
  await refuseOverLimit(db, userId, inputs.length);
  const rows = await repo.insertApplications(
    db,
    userId,
    inputs.map((input) => columnsOf(input) as repo.ApplicationValues),
  );
  return withHistory(db, rows);
};

export const createApplication = async (
  db: Db,
  { userId, input }: { userId: string; input: CreateApplicationInput },
): Promise<Application> => {
  const issues = await linkIssues(db, userId, input);
  if (issues.length > 0) throw invalid(issues);
  const [application] = await insertApplications(db, userId, [input]);
  if (application === undefined) throw new Error("Creating an application returned none");
  return application;
};

export const updateApplication = async (
  db: Db,
  { input, ...key }: repo.ApplicationKey & { input: UpdateApplicationInput },
): Promise<Application> => {
  const current = uuidPattern.test(key.id) ? await repo.findApplication(db, key) : undefined;
  if (current === undefined) throw notFound();
  const status = input.status ?? current.status;
  // Moving away from closed clears the reason, so a PATCH of the status alone is enough.
  const closedReason =
    input.closedReason !== undefined ? input.closedReason : status === "closed" ? current.closedReason : null;
  const reasonIssue = closedReasonIssue(status, closedReason);
  const issues = [
    ...(reasonIssue === undefined ? [] : [{ path: "closedReason", message: reasonIssue }]),
    ...(await linkIssues(db, key.userId, input)),
  ];
  if (issues.length > 0) throw invalid(issues);
  const changed = status !== current.status || closedReason !== current.closedReason;
  const row = await repo.updateApplication(
    db,
    key,
    { ...columnsOf(input), status, closedReason },
    changed ? { status, closedReason } : undefined,
  );
  if (row === undefined) throw notFound();
  return getApplication(db, key);
};

export const deleteApplication = async (db: Db, key: repo.ApplicationKey): Promise<void> => {
  if (!uuidPattern.test(key.id) || !(await repo.deleteApplication(db, key))) throw notFound();
};
