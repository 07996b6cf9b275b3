/** @jsxRuntime automatic */
import { ContactList, Headline, Name, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { mergedSections } from "../shared/layout.ts";
import { Sections } from "../shared/section.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "bar" };

/**
 * A ledger: every row has a narrow gutter on the left and content on the right. The header puts the
 * picture in the gutter; each section puts its heading there.
 */
const Bronzor = ({ data, pageIndex }: TemplateProps) => (
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

export const bronzor: TemplateDefinition = {
  id: "bronzor",
  name: "Bronzor",
  family: "single",
  component: Bronzor,
  css,
};
