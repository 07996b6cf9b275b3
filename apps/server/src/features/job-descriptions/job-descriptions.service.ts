import {
  type JobDescription,
  maxJobDescriptionsPerResume,
  type SaveJobDescriptionInput,
} from "@vitae/schema";
import type { Db } from "../../db/client.ts";
import type { JobDescriptionRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type OwnResume, ownResumeSummary, uuidPattern } from "../resume/index.ts";
import * as repo from "./job-descriptions.repo.ts";

const toJobDescription = (row: JobDescriptionRow): JobDescription => ({
  id: row.id,
  name: row.name,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const notFound = () => new AppError("NotFound", { message: "This job description does not exist" });

/** The user's resume (not in the trash), or ResumeNotFound as if it did not exist: its id. */
const ownResumeId = async (db: Db, own: OwnResume): Promise<string> => (await ownResumeSummary(db, own)).id;

export const listJobDescriptions = async (db: Db, own: OwnResume): Promise<JobDescription[]> =>
  (await repo.listJobDescriptions(db, await ownResumeId(db, own))).map(toJobDescription);

export const createJobDescription = async (
  db: Db,
  { input, ...own }: OwnResume & { input: SaveJobDescriptionInput },
): Promise<JobDescription> => {
  const resumeId = await ownResumeId(db, own);
  if ((await repo.countJobDescriptions(db, resumeId)) >= maxJobDescriptionsPerResume) {
    throw new AppError("ValidationError", {
      message: `A resume keeps at most ${maxJobDescriptionsPerResume} job descriptions: delete one first`,
    });
  }
  return toJobDescription(await repo.insertJobDescription(db, { resumeId, ...input }));
};

export const updateJobDescription = async (
  db: Db,
  { input, jobId, ...own }: OwnResume & { jobId: string; input: SaveJobDescriptionInput },
): Promise<JobDescription> => {
  const resumeId = await ownResumeId(db, own);
  const row = uuidPattern.test(jobId)
    ? await repo.updateJobDescription(db, { resumeId, id: jobId }, input)
    : undefined;
  if (row === undefined) throw notFound();
  return toJobDescription(row);
};

export const deleteJobDescription = async (
  db: Db,
  { jobId, ...own }: OwnResume & { jobId: string },
): Promise<void> => {
  const resumeId = await ownResumeId(db, own);
  if (!uuidPattern.test(jobId) || !(await repo.deleteJobDescription(db, { resumeId, id: jobId })))
    throw notFound();
};
