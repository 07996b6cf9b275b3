/** The cache keys of the resume feature: the list and each resume on its own. */
export const resumeKeys = {
  list: ["resumes"] as const,
  detail: (id: string) => ["resume", id] as const,
};
