import { type CreateResumeInput, type Resume, ResumeSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** `sample: true` asks the server to start from the sample resume instead of an empty one. */
export function createResume(input: CreateResumeInput): Promise<Resume> {
  return api.post("/resume", ResumeSchema, input);
}
