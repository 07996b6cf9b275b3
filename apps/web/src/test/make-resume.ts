import { emptyResumeData, type Resume } from "@vitae/schema";

/** A stored resume as the API returns it; override what a test cares about. Shared by every feature's tests. */
export function makeResume(overrides: Partial<Resume> & Pick<Resume, "id">): Resume {
  return {
    title: `Resume ${overrides.id}`,
    slug: `resume-${overrides.id}`,
    data: emptyResumeData,
    visibility: "private",
    locked: false,
    userId: "0194f7c2-7e1a-7000-8000-000000000001",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
