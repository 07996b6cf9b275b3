import { type TemplateId, templateIds } from "@vitae/schema";
import { azurill } from "./azurill/index.tsx";
import { bronzor } from "./bronzor/index.tsx";
import { chikorita } from "./chikorita/index.tsx";
import { ditto } from "./ditto/index.tsx";
import { gengar } from "./gengar/index.tsx";
import { glalie } from "./glalie/index.tsx";
import { kakuna } from "./kakuna/index.tsx";
import { leafish } from "./leafish/index.tsx";
import { lpu } from "./lpu/index.tsx";
import { lpublackandwhite } from "./lpublackandwhite/index.tsx";
import { lpuwhiteandblue } from "./lpuwhiteandblue/index.tsx";
import { nosepass } from "./nosepass/index.tsx";
import { onyx } from "./onyx/index.tsx";
import { pikachu } from "./pikachu/index.tsx";
import { rhyhorn } from "./rhyhorn/index.tsx";
import type { TemplateDefinition } from "./types.ts";
import { vitae } from "./vitae/index.tsx";

/** The finished templates. A template joins the product by being added here (see README.md). */
export const templates: Readonly<Partial<Record<TemplateId, TemplateDefinition>>> = {
  azurill,
  bronzor,
  chikorita,
  ditto,
  gengar,
  glalie,
  kakuna,
  leafish,
  lpu,
  lpublackandwhite,
  lpuwhiteandblue,
  nosepass,
  onyx,
  pikachu,
  rhyhorn,
  vitae,
};

/** Ids of the finished templates, in the schema's order. */
export const implementedTemplateIds: readonly TemplateId[] = templateIds.filter(
  (id) => templates[id] !== undefined,
);

/** The default template, used for any id that has no finished template yet. */
export const fallbackTemplateId = "rhyhorn" satisfies TemplateId;

/** The template for an id; rhyhorn for an id not implemented yet (or unknown). */
export const getTemplate = (id: string): TemplateDefinition => templates[id as TemplateId] ?? rhyhorn;
