import { getInitials } from "@vitae/schema";
import { cn } from "@/lib/utils";

type ResumeThumbnailProps = {
  title: string;
  /**
   * The rendered first page, once the printer can make one (`GET /api/resume/print/:id/preview`).
   * Until then a drawn page with the title stands in.
   */
  thumbnailUrl?: string | undefined;
  size?: "page" | "mini";
  /** What the drawn stand-in page looks like: a resume's sections, or a letter's address block and paragraphs. */
  shape?: "resume" | "letter";
  className?: string;
};

/**
 * A sheet of paper in the A4 ratio (1 to 1.4142). Decorative: the tile names the resume in text.
 * The paper stays light in dark mode, as the printed page will be.
 */
export function ResumeThumbnail({
  title,
  thumbnailUrl,
  size = "page",
  shape = "resume",
  className,
}: ResumeThumbnailProps) {
  const mini = size === "mini";
  return (
    <div
      aria-hidden
      className={cn(
        "relative aspect-[1/1.4142] overflow-hidden bg-white text-zinc-900 shadow-sm ring-1 ring-black/5 dark:bg-zinc-100",
        mini ? "w-9 rounded-sm" : "w-full rounded-md",
        className,
      )}
    >
      {thumbnailUrl ? (
        <img src={thumbnailUrl} alt="" loading="lazy" className="size-full object-cover object-top" />
      ) : mini ? (
        <div className="flex h-full flex-col gap-0.5 p-1">
          <div className="mb-0.5 h-1 w-3/5 rounded-full bg-primary/70" />
          <div className="h-0.5 w-full rounded-full bg-zinc-300" />
          <div className="h-0.5 w-4/5 rounded-full bg-zinc-300" />
          <div className="h-0.5 w-full rounded-full bg-zinc-300" />
        </div>
      ) : shape === "letter" ? (
        <LetterStandIn title={title} />
      ) : (
        <div className="flex h-full flex-col gap-[6%] p-[10%]">
          <div className="flex items-center gap-[6%]">
            <div className="flex aspect-square w-[22%] shrink-0 items-center justify-center rounded-full bg-primary text-[0.65rem] font-semibold text-primary-foreground">
              {getInitials(title)}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-[0.7rem] leading-tight font-semibold">{title}</p>
              <div className="mt-1 h-1 w-2/3 rounded-full bg-zinc-300" />
            </div>
          </div>
          <div className="h-px bg-zinc-200" />
          {[0, 1, 2].map((block) => (
            <div key={block} className="flex flex-col gap-1">
              <div className="h-1.5 w-1/3 rounded-full bg-primary/40" />
              <div className="h-1 w-full rounded-full bg-zinc-200" />
              <div className="h-1 w-11/12 rounded-full bg-zinc-200" />
              <div className="h-1 w-4/5 rounded-full bg-zinc-200" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** A letter's page: the sender's band, the date on the far side, the address block and three paragraphs. */
function LetterStandIn({ title }: { title: string }) {
  return (
    <div className="flex h-full flex-col gap-[5%] p-[10%]">
      <div className="rounded-sm bg-primary/15 px-[6%] py-[5%]">
        <p className="truncate text-[0.7rem] leading-tight font-semibold">{title}</p>
        <div className="mt-1 h-1 w-1/2 rounded-full bg-primary/40" />
      </div>
      <div className="ms-auto h-1 w-1/4 rounded-full bg-zinc-300" />
      <div className="flex w-2/5 flex-col gap-1">
        <div className="h-1 w-full rounded-full bg-zinc-300" />
        <div className="h-1 w-4/5 rounded-full bg-zinc-300" />
      </div>
      {[0, 1, 2].map((paragraph) => (
        <div key={paragraph} className="flex flex-col gap-1">
          <div className="h-1 w-full rounded-full bg-zinc-200" />
          <div className="h-1 w-11/12 rounded-full bg-zinc-200" />
          <div className="h-1 w-3/5 rounded-full bg-zinc-200" />
        </div>
      ))}
    </div>
  );
}
