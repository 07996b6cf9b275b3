import { z } from "zod";

/** Every template, in the spec's order; index 1 is the house template. */
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
