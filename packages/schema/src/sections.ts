import { z } from "zod";
import {
  AwardSchema,
  CertificationSchema,
  CustomItemSchema,
  EducationSchema,
  ExperienceSchema,
  InterestSchema,
  InternshipSchema,
  LanguageItemSchema,
  ProfileSchema,
  ProjectSchema,
  PublicationSchema,
  ReferenceSchema,
  SkillSchema,
  VolunteerSchema,
} from "./items.ts";
import {
  defaultCustomSectionName,
  defaultSectionNames,
  type ItemSectionKey,
  itemSectionKeys,
  type SectionKey,
} from "./section-keys.ts";
import { type ItemSectionRegistry, itemSectionRegistry, summaryDescriptor } from "./section-registry.ts";

export const columnsSchema = z
  .number()
  .int("Columns must be a whole number")
  .min(1, "Columns must be between 1 and 5")
  .max(5, "Columns must be between 1 and 5");

/**
 * Where pages may break around a section: `pageBreakBefore` starts it on a new sheet, `keepTogether` never splits
 * it across two (when it fits on one). Both off by default: the templates' own rules keep a heading with its
 * first item and short items whole.
 */
const pageBreakShape = {
  pageBreakBefore: z.boolean().default(false),
  keepTogether: z.boolean().default(false),
};

/** A built-in section's id is its key, so `{}` parses to that section with its default name. */
const sectionBase = (key: SectionKey) =>
  z.object({
    id: z.string().min(1).default(key),
    name: z.string().default(defaultSectionNames[key]),
    visible: z.boolean().default(true),
    columns: columnsSchema.default(1),
    ...pageBreakShape,
  });

const itemSection = <T extends z.ZodType>(key: ItemSectionKey, item: T) =>
  sectionBase(key).extend({ items: z.array(item).default(() => []) });

export const SummarySectionSchema = sectionBase("summary").extend({
  /** Rich text (HTML). */
  content: summaryDescriptor.content.schema as z.ZodDefault<z.ZodString>,
});
export type SummarySection = z.infer<typeof SummarySectionSchema>;

export const AwardsSectionSchema = itemSection("awards", AwardSchema);
export const CertificationsSectionSchema = itemSection("certifications", CertificationSchema);
export const EducationSectionSchema = itemSection("education", EducationSchema);
export const ExperienceSectionSchema = itemSection("experience", ExperienceSchema);
export const InternshipSectionSchema = itemSection("internship", InternshipSchema);
export const VolunteerSectionSchema = itemSection("volunteer", VolunteerSchema);
export const InterestsSectionSchema = itemSection("interests", InterestSchema);
export const LanguagesSectionSchema = itemSection("languages", LanguageItemSchema);
export const ProfilesSectionSchema = itemSection("profiles", ProfileSchema);
export const ProjectsSectionSchema = itemSection("projects", ProjectSchema);
export const PublicationsSectionSchema = itemSection("publications", PublicationSchema);
export const ReferencesSectionSchema = itemSection("references", ReferenceSchema);
export const SkillsSectionSchema = itemSection("skills", SkillSchema);

export const CustomSectionSchema = z.object({
  id: z.string().min(1, "Section id is required"),
  name: z.string().default(defaultCustomSectionName),
  visible: z.boolean().default(true),
  columns: columnsSchema.default(1),
  ...pageBreakShape,
  items: z.array(CustomItemSchema).default(() => []),
});
export type CustomSection = z.infer<typeof CustomSectionSchema>;

/** The item schema of each built-in list section, for item dialogs and importers (from the registry). */
export const sectionItemSchemas = Object.fromEntries(
  itemSectionKeys.map((key) => [key, itemSectionRegistry[key].item]),
) as { readonly [K in ItemSectionKey]: ItemSectionRegistry[K]["item"] };

/**
 * Every built-in section plus `custom`, a map from id to custom section. A custom section is stored under
 * its own id (the layout refers to it as `custom.{id}`), so a key that differs from the id is refused.
 */
export const SectionsSchema = z
  .object({
    summary: SummarySectionSchema.prefault({}),
    education: EducationSectionSchema.prefault({}),
    experience: ExperienceSectionSchema.prefault({}),
    internship: InternshipSectionSchema.prefault({}),
    projects: ProjectsSectionSchema.prefault({}),
    certifications: CertificationsSectionSchema.prefault({}),
    languages: LanguagesSectionSchema.prefault({}),
    skills: SkillsSectionSchema.prefault({}),
    profiles: ProfilesSectionSchema.prefault({}),
    awards: AwardsSectionSchema.prefault({}),
    interests: InterestsSectionSchema.prefault({}),
    publications: PublicationsSectionSchema.prefault({}),
    volunteer: VolunteerSectionSchema.prefault({}),
    references: ReferencesSectionSchema.prefault({}),
    custom: z.record(z.string(), CustomSectionSchema).default(() => ({})),
  })
  .superRefine((sections, ctx) => {
    for (const [key, section] of Object.entries(sections.custom)) {
      if (section.id !== key) {
        ctx.addIssue({
          code: "custom",
          path: ["custom", key, "id"],
          message: `Custom section id "${section.id}" must match its key "${key}"`,
        });
      }
    }
  });
export type Sections = z.infer<typeof SectionsSchema>;

/** The item type of each built-in list section, e.g. `SectionItem<"skills">` is `Skill`. */
export type SectionItem<K extends ItemSectionKey> = Sections[K]["items"][number];
