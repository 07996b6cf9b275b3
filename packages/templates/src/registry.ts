import { type TemplateId, templateIds } from "@vitae/schema";
import { azurill } from "./azurill/index.tsx";
import { bronzor } from "./bronzor/index.tsx";
import { chikorita } from "./chikorita/index.tsx";
import { rhyhorn } from "./rhyhorn/index.tsx";
import type { TemplateDefinition } from "./types.ts";

/** The finished templates. A template joins the product by being added here (see README.md). */
export const templates: Readonly<Partial<Record<TemplateId, TemplateDefinition>>> = {
  azurill,
  bronzor,
  chikorita,
  rhyhorn,
};

/** Ids of the finished templates, in the schema's order. */
export const implementedTemplateIds: readonly TemplateId[] = templateIds.filter(
  (id) => templates[id] !== undefined,
);

/** The default template, used for any id that has no finished template yet. */
export const fallbackTemplateId = "rhyhorn" satisfies TemplateId;

/** The template for an id; rhyhorn for an id not implemented yet (or unknown). */
export const getTemplate = (id: string): TemplateDefinition => templates[id as TemplateId] ?? rhyhorn;
