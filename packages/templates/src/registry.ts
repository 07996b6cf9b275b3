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

/** Every template, one per schema id: the type makes a new id in the schema fail to compile until it is added here. */
export const templates: Readonly<Record<TemplateId, TemplateDefinition>> = {
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

/** Ids of the templates, in the schema's order (every schema id has one). */
export const implementedTemplateIds: readonly TemplateId[] = templateIds;

/** The default template, used for an id that is not a template (old or hand-edited data). */
export const fallbackTemplateId = "rhyhorn" satisfies TemplateId;

const isTemplateId = (id: string): id is TemplateId => Object.hasOwn(templates, id);

/** The template for an id; rhyhorn for an unknown id. */
export const getTemplate = (id: string): TemplateDefinition => (isTemplateId(id) ? templates[id] : rhyhorn);
