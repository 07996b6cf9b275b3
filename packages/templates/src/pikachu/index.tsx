/** @jsxRuntime automatic */
import { ContactList, Headline, Name, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { sectionsForPage } from "../shared/layout.ts";
import { Sections } from "../shared/section.tsx";
import type { HeaderProps, TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "tags", level: "bar" };

/**
 * Name and headline in a primary-filled box at the top of the main column; the picture and the contact
 * details head the one-third sidebar on the left. The DOM reads header (name, headline), then the sidebar
 * (picture, contact, sidebar sections), then main: a grid puts the header box above main, beside the
 * sidebar, without interleaving the blocks.
 */
const PikachuHeader = ({ data }: HeaderProps) => (
  <header className="vt-header">
    <div className="vt-header-text">
      <Name basics={data.basics} />
      <Headline basics={data.basics} />
    </div>
  </header>
);

/** The sidebar's head: picture and contact details. */
const PikachuProfile = ({ data }: HeaderProps) => (
  <div className="vt-pikachu-profile">
    <Picture basics={data.basics} />
    <ContactList data={data} />
  </div>
);

/** A letter has no sidebar: the name box, then the profile under it. */
const PikachuLetterhead = ({ data }: HeaderProps) => (
  <div className="vt-pikachu-letterhead">
    <PikachuHeader data={data} />
    <PikachuProfile data={data} />
  </div>
);

const Pikachu = ({ data, pageIndex }: TemplateProps) => {
  const { main, sidebar } = sectionsForPage(data, pageIndex);
  const first = pageIndex === 0;
  return (
    <div className="vt-body">
      {first ? <PikachuHeader data={data} /> : null}
      <div className="vt-sidebar" data-column="sidebar">
        {first ? <PikachuProfile data={data} /> : null}
        <Sections data={data} ids={sidebar} options={options} />
      </div>
      <div className="vt-main" data-column="main">
        <Sections data={data} ids={main} options={options} />
      </div>
    </div>
  );
};

export const pikachu: TemplateDefinition = {
  id: "pikachu",
  name: "Pikachu",
  family: "sidebar-left",
  component: Pikachu,
  header: PikachuLetterhead,
  css,
};
