import { type ResumeData, type ResumeDataInput, ResumeDataSchema } from "./resume-data.ts";

/**
 * Shared constants are frozen so that code mutating them (and leaking the change into every later resume)
 * fails loudly. Parse them, or call the `create…` factories, for a copy you may change.
 */
export const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};

/** The schema defaults: `{}` parsed, so the defaults live only in the schema's `.default()`s. */
export const createDefaultResumeData = (): ResumeData => ResumeDataSchema.parse({});

/** Starting values of a new resume: the schema defaults with a black accent and Times New Roman. */
export const emptyResumeDataInput = {
  metadata: {
    theme: { primary: "#000000" },
    typography: { font: { family: "Times New Roman" } },
  },
} as const satisfies ResumeDataInput;

export const createEmptyResumeData = (): ResumeData => ResumeDataSchema.parse(emptyResumeDataInput);

export const defaultResumeData: ResumeData = deepFreeze(createDefaultResumeData());

export const emptyResumeData: ResumeData = deepFreeze(createEmptyResumeData());
