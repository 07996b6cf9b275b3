/** @jsxRuntime automatic */
import type { SectionOptions } from "../shared/item.tsx";
import { GutterHeader, GutterPage } from "../shared/page-body.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "bar" };

/**
 * A ledger: every row has a narrow gutter on the left and content on the right. The header puts the
 * picture in the gutter; each section puts its heading there.
 */
const Bronzor = ({ data, pageIndex }: TemplateProps) => (
  <GutterPage data={data} pageIndex={pageIndex} options={options} />
);

export const bronzor: TemplateDefinition = {
  id: "bronzor",
  name: "Bronzor",
  family: "single",
  component: Bronzor,
  header: GutterHeader,
  css,
};
