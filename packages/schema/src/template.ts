import { z } from "zod";

/** Every template, in the order the builder lists them; index 1 is the house template. */
export const templateIds = [
  "azurill",
  "vitae",
  "lpu",
  "lpuwhiteandblue",
  "lpublackandwhite",
  "bronzor",
  "chikorita",
  "ditto",
  "gengar",
  "glalie",
  "kakuna",
  "leafish",
  "nosepass",
  "onyx",
  "pikachu",
  "rhyhorn",
] as const;

export const TemplateIdSchema = z.enum(templateIds);
export type TemplateId = z.infer<typeof TemplateIdSchema>;

/** Templates that carry the institution's name and logo from the server's config. */
export const institutionTemplateIds = [
  "lpu",
  "lpuwhiteandblue",
  "lpublackandwhite",
] as const satisfies readonly TemplateId[];

export type InstitutionTemplateId = (typeof institutionTemplateIds)[number];

export const isInstitutionTemplate = (id: string): id is InstitutionTemplateId =>
  (institutionTemplateIds as readonly string[]).includes(id);

/** Which templates people may pick: all of them, or only the house template (`TEMPLATE_POLICY`). */
export const templatePolicies = ["all", "institution"] as const;
export type TemplatePolicy = (typeof templatePolicies)[number];

/** The house template, the only one selectable under the "institution" policy. */
export const houseTemplateId: TemplateId = templateIds[1];

/** The templates a policy lets people pick, in that order. */
export const selectableTemplateIds = (policy: TemplatePolicy): TemplateId[] =>
  policy === "all" ? [...templateIds] : [houseTemplateId];

/** Answer of `GET /api/resume/templates`. */
export const TemplateAvailabilitySchema = z.object({
  policy: z.enum(templatePolicies),
  selectable: z.array(TemplateIdSchema),
});
export type TemplateAvailability = z.infer<typeof TemplateAvailabilitySchema>;
