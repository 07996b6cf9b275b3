import type { ReactNode } from "react";

/**
 * The resume shrinks to the page's width, but never below a readable size: under `min-w-[36rem]` (576 px, about
 * 0.73 of an A4 page, body text near 10 px) the box scrolls sideways instead. On phones it runs edge to edge so
 * no width is lost to the page's padding. Focusable, so keyboard users can scroll it too.
 */
export function ReadableWidth({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      data-readable-width=""
      className="-mx-4 overflow-x-auto overscroll-x-contain rounded-none outline-none focus-visible:ring-2 focus-visible:ring-ring sm:mx-0 sm:rounded-md print:m-0 print:overflow-visible"
    >
      <div className="min-w-[36rem] print:min-w-0">{children}</div>
    </section>
  );
}
