import { FilePlus2, FileX2, Plus, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { ResumesLayout } from "../hooks/use-resumes-layout";
import { LayoutToggle } from "./layout-toggle";
import { ResumeSkeleton } from "./resume-skeleton";

const LOADING_PLACEHOLDERS = 4;

/** What a list says in each of its states; each kind of document has its own words. */
export type DocumentListCopy = {
  title: string;
  description: string;
  listLabel: string;
  loading: string;
  empty: { title: string; description: string; action: string };
  loadError: { title: string; description: string; retry: string };
};

/**
 * A dashboard list of documents in a grid or a list: the action tiles first (create, import), then the
 * documents, with placeholders while loading, an invitation when there are none and a retry when loading failed.
 */
export function DocumentList({
  copy,
  layout,
  onLayoutChange,
  tiles,
  items,
  isPending,
  isError,
  isRefetching,
  onRetry,
  onCreate,
  above,
}: {
  copy: DocumentListCopy;
  layout: ResumesLayout;
  onLayoutChange: (layout: ResumesLayout) => void;
  /** The action tiles leading the list. */
  tiles: ReactNode[];
  /** The documents, each with its key; undefined until loaded. */
  items: { key: string; node: ReactNode }[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  onRetry: () => void;
  onCreate: () => void;
  /** Shown above the heading (the switch between resumes and letters). */
  above?: ReactNode;
}) {
  const itemClass = layout === "grid" ? "min-w-0" : undefined;
  return (
    <section aria-labelledby="documents-heading" className="flex flex-col gap-6">
      {above}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="documents-heading" className="text-2xl font-semibold tracking-tight">
            {copy.title}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">{copy.description}</p>
        </div>
        <LayoutToggle value={layout} onChange={onLayoutChange} />
      </header>

      <ul
        aria-label={copy.listLabel}
        aria-busy={isPending || undefined}
        className={cn(
          layout === "grid"
            ? "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
            : "flex flex-col gap-2",
        )}
      >
        {tiles.map((tile, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are fixed, in a fixed order
          <li key={index} className={itemClass}>
            {tile}
          </li>
        ))}
        {isPending &&
          Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
            <li key={`placeholder-${index}`} className={itemClass} aria-hidden>
              <ResumeSkeleton layout={layout} />
            </li>
          ))}
        {items?.map(({ key, node }) => (
          <li key={key} className={itemClass}>
            {node}
          </li>
        ))}
      </ul>

      {isPending && (
        <p role="status" className="sr-only">
          {copy.loading}
        </p>
      )}

      {items?.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <FilePlus2 className="size-6" aria-hidden />
          </span>
          <h2 className="text-base font-semibold">{copy.empty.title}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{copy.empty.description}</p>
          <Button onClick={onCreate}>
            <Plus aria-hidden />
            {copy.empty.action}
          </Button>
        </div>
      )}

      {isError && !items && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-10 text-center"
        >
          <FileX2 className="size-8 text-destructive" aria-hidden />
          <h2 className="text-base font-semibold">{copy.loadError.title}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{copy.loadError.description}</p>
          <Button variant="outline" onClick={onRetry} disabled={isRefetching}>
            <RotateCw className={cn(isRefetching && "animate-spin")} aria-hidden />
            {copy.loadError.retry}
          </Button>
        </div>
      )}
    </section>
  );
}
