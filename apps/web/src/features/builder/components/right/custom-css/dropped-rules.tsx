import { sanitizeCss } from "@vitae/templates";
import { useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";

/** What the sanitiser left out of the custom CSS, and why: listed under the editor, never silently ignored. */
export default function DroppedRules({ css, id }: { css: string; id: string }) {
  const { t } = useTranslation();
  // Typing stays fast on a large stylesheet: the list follows a moment later.
  const deferred = useDeferredValue(css);
  const dropped = useMemo(() => sanitizeCss(deferred).dropped, [deferred]);
  return (
    <div id={id} aria-live="polite" className="grid gap-2 text-sm">
      {dropped.length === 0 ? (
        <p className="text-muted-foreground">{t("builder.customCss.allKept")}</p>
      ) : (
        <>
          <p className="font-medium">{t("builder.customCss.droppedTitle", { count: dropped.length })}</p>
          <ul className="grid gap-1.5" data-dropped-css>
            {dropped.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same text may be dropped twice; order is stable.
              <li key={index} className="rounded-md border border-amber-500/40 bg-amber-500/10 px-2.5 py-1.5">
                <code className="block truncate font-mono text-xs">{entry.text}</code>
                <span className="text-xs text-muted-foreground">{entry.reason}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
