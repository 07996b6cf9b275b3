import { z } from "zod";
import { requiredString, UrlSchema } from "./primitives.ts";

/** Rich text from the editor: an HTML string, empty by default. */
const html = () => z.string().default("");
const text = () => z.string().default("");
const keywords = () => z.array(z.string()).default(() => []);

export const levelSchema = z
  .number()
  .int("Level must be a whole number")
  .min(0, "Level must be between 0 and 5")
  .max(5, "Level must be between 0 and 5");

/** Fields every item shares: a non-empty id, a visibility flag and a link. */
export const ItemBaseSchema = z.object({
  id: z.string().min(1, "Item id is required"),
  visible: z.boolean().default(true),
  url: UrlSchema.prefault({}),
});

export const AwardSchema = ItemBaseSchema.extend({
  title: requiredString("Title"),
  awarder: text(),
  date: text(),
  summary: html(),
});
export type Award = z.infer<typeof AwardSchema>;

export const CertificationSchema = ItemBaseSchema.extend({
  name: requiredString("Name"),
  issuer: text(),
  date: text(),
  summary: html(),
});
export type Certification = z.infer<typeof CertificationSchema>;

export const EducationSchema = ItemBaseSchema.extend({
  institution: requiredString("Institution"),
  studyType: text(),
  area: text(),
  score: text(),
  date: text(),
  summary: html(),
});
export type Education = z.infer<typeof EducationSchema>;

export const ExperienceSchema = ItemBaseSchema.extend({
  company: requiredString("Company"),
  position: text(),
  location: text(),
  date: text(),
  summary: html(),
});
export type Experience = z.infer<typeof ExperienceSchema>;

export const InternshipSchema = ItemBaseSchema.extend({
  company: requiredString("Company"),
  position: text(),
  location: text(),
  date: text(),
  summary: html(),
});
export type Internship = z.infer<typeof InternshipSchema>;

export const VolunteerSchema = ItemBaseSchema.extend({
  organization: requiredString("Organization"),
  position: text(),
  location: text(),
  date: text(),
  summary: html(),
});
export type Volunteer = z.infer<typeof VolunteerSchema>;

export const InterestSchema = ItemBaseSchema.extend({
  name: requiredString("Name"),
  keywords: keywords(),
});
export type Interest = z.infer<typeof InterestSchema>;

/** A language the person speaks (a resume item), not a UI language: see `LanguageSchema`. */
export const LanguageItemSchema = ItemBaseSchema.extend({
  name: text(),
  description: text(),
  level: levelSchema.default(1),
});
export type LanguageItem = z.infer<typeof LanguageItemSchema>;

export const ProfileSchema = ItemBaseSchema.extend({
  network: requiredString("Network"),
  username: requiredString("Username"),
  /** An icon slug from the public icon set, e.g. "github" or "linkedin". */
  icon: text(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProjectSchema = ItemBaseSchema.extend({
  name: requiredString("Name"),
  description: text(),
  date: text(),
  location: z.string().optional(),
  summary: html(),
  keywords: keywords(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const PublicationSchema = ItemBaseSchema.extend({
  name: requiredString("Name"),
  publisher: text(),
  date: text(),
  summary: html(),
});
export type Publication = z.infer<typeof PublicationSchema>;

export const ReferenceSchema = ItemBaseSchema.extend({
  name: requiredString("Name"),
  description: text(),
  summary: html(),
});
export type Reference = z.infer<typeof ReferenceSchema>;

export const SkillSchema = ItemBaseSchema.extend({
  name: text(),
  description: text(),
  level: levelSchema.default(1),
  keywords: keywords(),
});
export type Skill = z.infer<typeof SkillSchema>;

export const CustomItemSchema = ItemBaseSchema.extend({
  name: text(),
  description: text(),
  date: text(),
  location: text(),
  summary: html(),
  keywords: keywords(),
});
export type CustomItem = z.infer<typeof CustomItemSchema>;
