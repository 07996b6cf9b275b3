import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** A pulsing block standing in for content that is loading; decorative, so hidden from assistive tech. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div aria-hidden className={cn("rounded-md bg-muted motion-safe:animate-pulse", className)} {...props} />
  );
}
