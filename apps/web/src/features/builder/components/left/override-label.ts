import { itemKindOfRef, overlayPathSegments, type ResumeData } from "@vitae/schema";
import type { TFunction } from "i18next";
import { type AnyItem, sectionOf } from "../../store/section-edits";
import { itemLabels } from "./sections/item-labels";

/** The section reference ("experience", "custom.<id>") a path's segments start with, and the rest of them. */
export const sectionRefOf = (segments: readonly string[]): { ref: string; rest: string[] } | undefined => {
  if (segments[0] !== "sections" || segments[1] === undefined) return undefined;
  if (segments[1] === "custom") {
    return segments[2] === undefined ? undefined : { ref: `custom.${segments[2]}`, rest: segments.slice(3) };
  }
  return { ref: segments[1], rest: segments.slice(2) };
};

/** The path of an item's field, as overlays name it. */
export const itemFieldPath = (sectionRef: string, itemId: string, field: string): string => {
  const [head, customId] = sectionRef.split(".");
  const section = head === "custom" && customId !== undefined ? ["custom", customId] : [sectionRef];
  return ["sections", ...section, "items", itemId, field].join(".");
};

/** A basics field's name as its form labels it: "Headline", "Website URL", "Custom fields › Value". */
const basicsFieldLabel = ([field = "", ...rest]: readonly string[], t: TFunction): string => {
  if (["name", "headline", "email", "phone", "location"].includes(field))
    return t(`builder.basics.${field}` as "builder.basics.name");
  if (field === "url") return t(rest[0] === "label" ? "builder.basics.urlLabel" : "builder.basics.urlHref");
  if (field === "picture") return t("builder.picture.title");
  if (field === "customFields") {
    const part = rest[1] === "name" || rest[1] === "value" || rest[1] === "icon" ? rest[1] : undefined;
    const title = t("builder.customFields.title");
    return part === undefined ? title : `${title} › ${t(`builder.customFields.${part}`)}`;
  }
  return field;
};

/**
 * What an override changes, in words: "Experience › Quillpay › Summary", "Basics › Headline", "Template". Reads
 * the names from the resume the builder holds, so an item is named as the user sees it.
 */
export const overrideLabel = (path: string, data: ResumeData, t: TFunction): string => {
  const segments = overlayPathSegments(path);
  if (segments[0] === "basics")
    return `${t("builder.basics.title")} › ${basicsFieldLabel(segments.slice(1), t)}`;
  if (segments[0] === "metadata") {
    return segments[1] === "template" ? t("builder.template.title") : t("variants.fields.design");
  }
  const located = sectionRefOf(segments);
  if (!located) return path;
  if (located.ref === "summary") return t("builder.summary.title");
  const section = sectionOf(data, located.ref);
  const sectionName = section?.name || located.ref;
  const [part, itemId, field] = located.rest;
  if (part === "name") return `${sectionName} › ${t("variants.fields.sectionName")}`;
  if (part !== "items") return sectionName;
  if (itemId === undefined) return `${sectionName} › ${t("variants.fields.order")}`;
  const item = section?.items.find((entry) => entry.id === itemId) as AnyItem | undefined;
  const title = item ? itemLabels(itemKindOfRef(located.ref) ?? "custom", item).title : "";
  const fieldName =
    field === undefined ? "" : t(`builder.itemDialog.fields.${field}` as "builder.itemDialog.fields.name");
  return [sectionName, title, fieldName].filter(Boolean).join(" › ");
};
