/** @jsxRuntime automatic */
import { ContactList, Headline, Name, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { mergedSections } from "../shared/layout.ts";
import { Sections } from "../shared/section.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "dots" };

/**
 * A Europass-like form in one column: a narrow label column on the left, values on the right. The header
 * puts the picture in the label column; every section puts its heading there, and every item of a
 * one-column section its dates, place and level, aligned against the values.
 */
const Nosepass = ({ data, pageIndex }: TemplateProps) => (
  <>
    {pageIndex === 0 ? (
      <header className="vt-header">
        <div className="vt-header-gutter">
          <Picture basics={data.basics} />
        </div>
        <div className="vt-header-text">
          <Name basics={data.basics} />
          <Headline basics={data.basics} />
          <ContactList data={data} />
        </div>
      </header>
    ) : null}
    <div className="vt-body">
      <Sections data={data} ids={mergedSections(data, pageIndex)} options={options} />
    </div>
  </>
);

export const nosepass: TemplateDefinition = {
  id: "nosepass",
  name: "Nosepass",
  family: "single",
  component: Nosepass,
  css,
};
