/** @jsxRuntime automatic */
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SidebarBody } from "../shared/page-body.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "meta-line", keywords: "tags", level: "dots" };

/**
 * A centred header across the page, then a one-third sidebar on the left and the main column. The sidebar
 * comes first in the DOM, as it is read; a page without sidebar sections gives main the full width.
 */
const Azurill = ({ data, pageIndex }: TemplateProps) => {
  return (
    <>
      {pageIndex === 0 ? <Header data={data} /> : null}
      <SidebarBody data={data} pageIndex={pageIndex} options={options} />
    </>
  );
};

export const azurill: TemplateDefinition = {
  id: "azurill",
  name: "Azurill",
  family: "sidebar-left",
  component: Azurill,
  header: Header,
  css,
};
