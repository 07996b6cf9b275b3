import { useTranslation } from "react-i18next";

/**
 * "Skip to content": the first Tab stop of every page, shown only while focused. It moves focus to the page's
 * `<main>`, whichever layout rendered it, so no page needs to know about it. A button, not an in-page link:
 * the target has no fixed id, and a fragment would end up in the address the user might share.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = () => {
    const main = document.querySelector("main");
    if (!main) return;
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus();
    main.scrollIntoView?.({ block: "start" });
  };
  return (
    <button
      type="button"
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:outline-2 focus:outline-ring"
    >
      {t("common.skipToContent")}
    </button>
  );
}
