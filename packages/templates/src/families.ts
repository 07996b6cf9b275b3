import type { TemplateId } from "@vitae/schema";
import type { TemplateFamily } from "./types.ts";

/**
 * Each template's column family, without its components: what the builder's layout editor needs to say whether
 * the second column is a sidebar (and on which side) or is printed after the first. The registry test holds each
 * template's own `family` to this table.
 */
export const templateFamilies: Record<TemplateId, TemplateFamily> = {
  azurill: "sidebar-left",
  vitae: "sidebar-right",
  lpu: "single",
  lpuwhiteandblue: "single",
  lpublackandwhite: "single",
  bronzor: "single",
  chikorita: "sidebar-right",
  ditto: "sidebar-left",
  gengar: "sidebar-left",
  glalie: "sidebar-left",
  kakuna: "single",
  leafish: "two-equal",
  nosepass: "single",
  onyx: "single",
  pikachu: "sidebar-left",
  rhyhorn: "single",
};
