import { z } from "zod";
import { emptyOrEmailSchema, emptyOrUrlSchema, isoDateTimeSchema } from "./primitives.ts";

/** Where a job application stands, in the order an application usually moves through them. */
export const applicationStatuses = ["saved", "applied", "screening", "interview", "offer", "closed"] as const;
export const ApplicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** Why a closed application ended: the company said no, or the applicant withdrew, declined or accepted. */
export const closedReasons = ["rejected", "withdrawn", "declined", "accepted"] as const;
export const ClosedReasonSchema = z.enum(closedReasons);
export type ClosedReason = z.infer<typeof ClosedReasonSchema>;

/** At most this many applications per user; a job search of a few hundred stays far below it. */
export const maxApplicationsPerUser = 2000;
/** At most this many rows in one CSV import. */
export const maxApplicationImportRows = 1000;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const requiredText = (max: number, message: string) => text(max).min(1, message);

/** A calendar day (all-day event): YYYY-MM-DD, a real date. */
export const calendarDateSchema = z.iso.date({ error: "Enter a date as YYYY-MM-DD" });

export const SalaryRangeSchema = z
  .object({
    min: z.int().min(0).max(1_000_000_000).nullable().default(null).describe("Lower end, in whole units"),
    max: z.int().min(0).max(1_000_000_000).nullable().default(null).describe("Upper end, in whole units"),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, "Use a three-letter currency code such as EUR")
      .describe("ISO 4217 currency code"),
    period: z.enum(["year", "month", "hour"]).default("year"),
  })
  .refine((salary) => salary.min === null || salary.max === null || salary.min <= salary.max, {
    message: "The lower end is above the upper end",
    path: ["max"],
  });
export type SalaryRange = z.infer<typeof SalaryRangeSchema>;

export const NextStepSchema = z.object({
  title: requiredText(200, "Say what the next step is"),
  date: z
    .union([calendarDateSchema, isoDateTimeSchema])
    .describe("A day (YYYY-MM-DD, all day) or an instant with its offset (a one-hour event)"),
});
export type NextStep = z.infer<typeof NextStepSchema>;

export const ApplicationContactSchema = z.object({
  name: requiredText(200, "Give the contact's name"),
  role: text(200).default(""),
  email: emptyOrEmailSchema.default(""),
  phone: text(50).default(""),
});
export type ApplicationContact = z.infer<typeof ApplicationContactSchema>;

/** The fields a person types; every one but company and role may be left out when creating. */
const applicationFields = {
  company: requiredText(200, "Give the company"),
  role: requiredText(200, "Give the role"),
  url: emptyOrUrlSchema.describe("The job posting"),
  jobDescription: text(50_000).describe("The job description as pasted; variants and letters can use it"),
  location: text(200),
  salary: SalaryRangeSchema.nullable(),
  status: ApplicationStatusSchema,
  closedReason: ClosedReasonSchema.nullable().describe("Required when status is closed, empty otherwise"),
  resumeId: z.uuid().nullable().describe("The resume (or variant) sent; one of the user's own"),
  letterId: z.uuid().nullable().describe("The cover letter sent; one of the user's own"),
  nextStep: NextStepSchema.nullable(),
  notes: text(20_000),
  contacts: z.array(ApplicationContactSchema).max(20, "At most 20 contacts"),
};

/** The closed-reason rule: a reason exactly when closed. An issue to report, or undefined. */
export const closedReasonIssue = (
  status: ApplicationStatus,
  closedReason: ClosedReason | null,
): string | undefined => {
  if (status === "closed" && closedReason === null) return "Say why the application was closed";
  if (status !== "closed" && closedReason !== null) return "Only a closed application has a reason";
  return undefined;
};

export const CreateApplicationInputSchema = z
  .object({
    ...applicationFields,
    url: applicationFields.url.default(""),
    jobDescription: applicationFields.jobDescription.default(""),
    location: applicationFields.location.default(""),
    salary: applicationFields.salary.default(null),
    status: applicationFields.status.default("saved"),
    closedReason: applicationFields.closedReason.default(null),
    resumeId: applicationFields.resumeId.default(null),
    letterId: applicationFields.letterId.default(null),
    nextStep: applicationFields.nextStep.default(null),
    notes: applicationFields.notes.default(""),
    contacts: applicationFields.contacts.default([]),
  })
  .superRefine((input, context) => {
    const issue = closedReasonIssue(input.status, input.closedReason);
    if (issue !== undefined) context.addIssue({ code: "custom", path: ["closedReason"], message: issue });
  });
export type CreateApplicationInput = z.infer<typeof CreateApplicationInputSchema>;

/**
 * `PATCH /api/application/{id}`: only the fields to change. Moving away from closed clears the reason; the
 * closed-reason rule is checked on the result.
 */
export const UpdateApplicationInputSchema = z.object(applicationFields).partial();
export type UpdateApplicationInput = z.infer<typeof UpdateApplicationInputSchema>;

export const StatusChangeSchema = z.object({
  status: ApplicationStatusSchema,
  closedReason: ClosedReasonSchema.nullable(),
  at: isoDateTimeSchema,
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const ApplicationSchema = z.object({
  id: z.uuid(),
  company: z.string(),
  role: z.string(),
  url: z.string(),
  jobDescription: z.string(),
  location: z.string(),
  salary: SalaryRangeSchema.nullable(),
  status: ApplicationStatusSchema,
  closedReason: ClosedReasonSchema.nullable(),
  resumeId: z.uuid().nullable(),
  letterId: z.uuid().nullable(),
  nextStep: NextStepSchema.nullable(),
  notes: z.string(),
  contacts: z.array(ApplicationContactSchema),
  history: z
    .array(StatusChangeSchema)
    .describe("Every status change, oldest first, the first is the creation"),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationInsightsSchema = z.object({
  total: z.int(),
  perStatus: z.array(z.object({ status: ApplicationStatusSchema, count: z.int() })),
  applied: z.int().describe("Applications that were sent (reached applied or any later status)"),
  responded: z
    .int()
    .describe("Sent applications that heard back (screening, interview, offer or a rejection)"),
  responseRate: z.number().min(0).max(1).nullable().describe("responded / applied; null before any is sent"),
  medianDaysToFirstResponse: z.number().nullable().describe("From applied to the first answer, in days"),
  perResume: z
    .array(
      z.object({
        resumeId: z.uuid(),
        title: z.string(),
        applications: z.int(),
        interviews: z.int().describe("Of those, how many reached an interview"),
      }),
    )
    .describe("Per resume or variant sent, which got interviews"),
});
export type ApplicationInsights = z.infer<typeof ApplicationInsightsSchema>;

export const ApplicationImportInputSchema = z.object({
  csv: z.string().max(2_000_000).describe("CSV text with a header row, as the export writes it"),
});
export const ApplicationImportReportSchema = z.object({
  imported: z.int(),
  failed: z.array(
    z.object({
      row: z.int().describe("The row's line in the file; the header is line 1"),
      issues: z.array(z.object({ path: z.string(), message: z.string() })),
    }),
  ),
});
export type ApplicationImportReport = z.infer<typeof ApplicationImportReportSchema>;

export const CalendarFeedSchema = z.object({
  url: z.url().describe("The private feed address; anyone holding it can read the calendar, until revoked"),
});
