/** @jsxRuntime automatic */
import { safeImageSrc } from "../shared/sanitize.ts";
import type { Institution } from "../types.ts";

/**
 * The institution's mark for the institutional templates' header band:
 * `.vt-institution > img.vt-institution-logo + p.vt-institution-name`. The logo is an image whose alt text
 * is the institution's name; without a logo (or with one the printer may not load) the name alone is set
 * as a text wordmark (`.vt-institution-wordmark`). Nothing without an institution.
 */
export const InstitutionMark = ({ institution }: { institution: Institution | undefined }) => {
  const name = institution?.name.trim() ?? "";
  const logo = safeImageSrc(institution?.logoUrl ?? "");
  if (name === "" && logo === undefined) return null;
  return (
    <div className={logo === undefined ? "vt-institution vt-institution-wordmark" : "vt-institution"}>
      {logo === undefined ? null : <img className="vt-institution-logo" src={logo} alt={name} />}
      {name === "" ? null : <p className="vt-institution-name">{name}</p>}
    </div>
  );
};

/** Whether the header will carry an institution mark. */
export const hasInstitution = (institution: Institution | undefined): boolean =>
  (institution?.name.trim() ?? "") !== "" || safeImageSrc(institution?.logoUrl ?? "") !== undefined;
