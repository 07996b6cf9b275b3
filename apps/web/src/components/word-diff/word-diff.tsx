import { diffWords } from "diff";
import { cn } from "@/lib/utils";

/**
 * Two texts as one, word by word: removed words struck through, added ones marked, each announced to screen
 * readers by `labels` (the markup alone says nothing when read aloud).
 */
export function WordDiff({
  before,
  after,
  labels,
  className,
}: {
  before: string;
  after: string;
  labels: { added: string; removed: string };
  className?: string;
}) {
  return (
    <p className={cn("text-sm leading-relaxed", className)}>
      {diffWords(before, after)
        // The parts of one diff never move: their place is their key.
        .map((part, place) => ({ ...part, place }))
        .map((part) =>
          part.added ? (
            <ins
              key={part.place}
              className="rounded-sm bg-emerald-500/15 px-0.5 text-emerald-800 no-underline dark:text-emerald-300"
            >
              <span className="sr-only">{labels.added}</span>
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={part.place} className="rounded-sm bg-red-500/10 px-0.5 text-red-800 dark:text-red-300">
              <span className="sr-only">{labels.removed}</span>
              {part.value}
            </del>
          ) : (
            <span key={part.place}>{part.value}</span>
          ),
        )}
    </p>
  );
}
