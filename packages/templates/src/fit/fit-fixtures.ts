import type { ResumeData } from "@vitae/schema";
import { fixtures } from "../fixtures.ts";

/**
 * The sample resume's summary, jobs, education, skills and languages on one layout page in Rhyhorn, in a roomy
 * design (17 px type, line height 1.9, 48 px margins, spacing 1.5), its jobs repeated to `jobs` entries. With the
 * default 5 it prints on two full sheets and part of a third in Rhyhorn, and the tightest readable settings fit
 * it on one; with 4, every template fits it on one. The fitting's tests, bench and end-to-end test start from it.
 */
export const roomyResume = (jobs = 5): ResumeData => {
  const data = fixtures.sample();
  const [first, ...rest] = data.sections.experience.items;
  const pattern = [first, ...rest].filter((item) => item !== undefined);
  const items = Array.from({ length: jobs }, (_, index) => {
    const item = pattern[index % pattern.length] as (typeof pattern)[number];
    return { ...item, id: `roomy-experience-${index + 1}` };
  });
  return {
    ...data,
    sections: { ...data.sections, experience: { ...data.sections.experience, items } },
    metadata: {
      ...data.metadata,
      template: "rhyhorn",
      layout: [
        [
          ["summary", "experience", "education"],
          ["skills", "languages"],
        ],
      ],
      page: { ...data.metadata.page, margin: 48, spacing: 1.5 },
      typography: {
        ...data.metadata.typography,
        lineHeight: 1.9,
        font: { ...data.metadata.typography.font, size: 17 },
      },
    },
  };
};
