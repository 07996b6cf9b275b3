import type { ResumeData, TemplateId } from "@vitae/schema";
import type { ComponentType } from "react";
import type { ThemeColors } from "./shared/theme.ts";

/** The institution shown by the institutional templates (from the server's configuration). */
export type Institution = { name: string; logoUrl?: string };

export type TemplateProps = {
  data: ResumeData;
  institution?: Institution;
  /** Which layout page (index into `metadata.layout`) to render; the header belongs to page 0. */
  pageIndex: number;
};

/** What a template's header needs: the sender's basics and the design, and the institution for its letterhead. */
export type HeaderProps = { data: ResumeData; institution?: Institution };

export type TemplateFamily = "single" | "sidebar-left" | "sidebar-right" | "two-equal";

export type TemplateDefinition = {
  id: TemplateId;
  name: string;
  family: TemplateFamily;
  /** Renders the content of one layout page, inside `section.vt-page.vt-<id>`. */
  component: ComponentType<TemplateProps>;
  /**
   * The header the first page opens with (name block, contact, picture), the same component the resume renders:
   * a cover letter prints it too, so the letter looks like it belongs to the resume.
   */
  header: ComponentType<HeaderProps>;
  /** The template's stylesheet, scoped to `.vt-<id>`. */
  css: string;
  /**
   * A CSS `background` painted on the whole sheet of every printed page (e.g. a sidebar band that must run
   * to the paper's edges and continue on overflow pages). Used on the page itself, the document canvas and
   * behind the page-number footer. Without it (or when it returns undefined) the sheet is the theme background.
   */
  paperBackground?: (colors: ThemeColors, data: ResumeData) => string | undefined;
};
