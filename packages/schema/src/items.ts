import type { z } from "zod";
import { itemSectionRegistry } from "./section-registry.ts";

// Each item schema is made from its section's descriptor in the registry, where its fields are declared.
export { levelSchema } from "./item-fields.ts";

export const AwardSchema = itemSectionRegistry.awards.item;
export type Award = z.infer<typeof AwardSchema>;

export const CertificationSchema = itemSectionRegistry.certifications.item;
export type Certification = z.infer<typeof CertificationSchema>;

export const EducationSchema = itemSectionRegistry.education.item;
export type Education = z.infer<typeof EducationSchema>;

export const ExperienceSchema = itemSectionRegistry.experience.item;
export type Experience = z.infer<typeof ExperienceSchema>;

export const InternshipSchema = itemSectionRegistry.internship.item;
export type Internship = z.infer<typeof InternshipSchema>;

export const VolunteerSchema = itemSectionRegistry.volunteer.item;
export type Volunteer = z.infer<typeof VolunteerSchema>;

export const InterestSchema = itemSectionRegistry.interests.item;
export type Interest = z.infer<typeof InterestSchema>;

/** A language the person speaks (a resume item), not a UI language: see `LanguageSchema`. */
export const LanguageItemSchema = itemSectionRegistry.languages.item;
export type LanguageItem = z.infer<typeof LanguageItemSchema>;

export const ProfileSchema = itemSectionRegistry.profiles.item;
export type Profile = z.infer<typeof ProfileSchema>;

export const ProjectSchema = itemSectionRegistry.projects.item;
export type Project = z.infer<typeof ProjectSchema>;

export const PublicationSchema = itemSectionRegistry.publications.item;
export type Publication = z.infer<typeof PublicationSchema>;

export const ReferenceSchema = itemSectionRegistry.references.item;
export type Reference = z.infer<typeof ReferenceSchema>;

export const SkillSchema = itemSectionRegistry.skills.item;
export type Skill = z.infer<typeof SkillSchema>;

export const CustomItemSchema = itemSectionRegistry.custom.item;
export type CustomItem = z.infer<typeof CustomItemSchema>;
