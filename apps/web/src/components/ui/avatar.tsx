import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** A round picture, or the initials on a tinted disc when there is none. Decorative unless `alt` is given. */
export function Avatar({
  src,
  initials,
  alt = "",
  className,
  ...props
}: ComponentProps<"span"> & { src?: string | null | undefined; initials: string; alt?: string }) {
  return (
    <span
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-sm font-semibold text-accent-foreground select-none",
        className,
      )}
      {...props}
    >
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" />
      ) : (
        <span aria-hidden={alt ? undefined : true}>{initials}</span>
      )}
    </span>
  );
}
