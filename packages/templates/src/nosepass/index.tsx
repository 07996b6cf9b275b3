/** @jsxRuntime automatic */
import type { SectionOptions } from "../shared/item.tsx";
import { GutterHeader, GutterPage } from "../shared/page-body.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "dots" };

/**
 * A Europass-like form in one column: a narrow label column on the left, values on the right. The header
 * puts the picture in the label column; every section puts its heading there, and every item of a
 * one-column section its dates, place and level, aligned against the values.
 */
const Nosepass = ({ data, pageIndex }: TemplateProps) => (
  <GutterPage data={data} pageIndex={pageIndex} options={options} />
);

export const nosepass: TemplateDefinition = {
  id: "nosepass",
  name: "Nosepass",
  family: "single",
  component: Nosepass,
  header: GutterHeader,
  css,
};
