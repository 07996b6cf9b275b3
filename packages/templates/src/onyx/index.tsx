/** @jsxRuntime automatic */
import { ContactList, Headline, Name, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SingleColumnBody } from "../shared/page-body.tsx";
import type { HeaderProps, TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "meta-line", keywords: "tags", level: "bar" };

/**
 * Single column. The header reads left to right: picture, then name and headline, then the contact details
 * stacked against the right margin. Sections follow in the layout's order under accent-coloured headings.
 */
const OnyxHeader = ({ data }: HeaderProps) => (
  <header className="vt-header">
    <Picture basics={data.basics} />
    <div className="vt-header-text">
      <Name basics={data.basics} />
      <Headline basics={data.basics} />
    </div>
    <ContactList data={data} />
  </header>
);

const Onyx = ({ data, pageIndex }: TemplateProps) => (
  <>
    {pageIndex === 0 ? <OnyxHeader data={data} /> : null}
    <SingleColumnBody data={data} pageIndex={pageIndex} options={options} />
  </>
);

export const onyx: TemplateDefinition = {
  id: "onyx",
  name: "Onyx",
  family: "single",
  component: Onyx,
  header: OnyxHeader,
  css,
};
