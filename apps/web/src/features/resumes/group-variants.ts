import type { Resume } from "@vitae/schema";

/** A resume in the dashboard's order, with its master's title when it is a variant. */
export type ListedResume = { resume: Resume; masterTitle?: string };

/**
 * The resumes with each master's variants right under it (each group in the list's order); a variant whose master
 * is not in the list stays where it is.
 */
export const groupVariants = (resumes: readonly Resume[]): ListedResume[] => {
  const ids = new Set(resumes.map((resume) => resume.id));
  const variantsOf = new Map<string, Resume[]>();
  for (const resume of resumes) {
    if (resume.variantOf === undefined || !ids.has(resume.variantOf)) continue;
    variantsOf.set(resume.variantOf, [...(variantsOf.get(resume.variantOf) ?? []), resume]);
  }
  return resumes.flatMap((resume) => {
    if (resume.variantOf !== undefined && ids.has(resume.variantOf)) return [];
    const variants = variantsOf.get(resume.id) ?? [];
    return [{ resume }, ...variants.map((variant) => ({ resume: variant, masterTitle: resume.title }))];
  });
};
