import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/utils";

/** A spinning ring; decorative, so pair it with text (a busy button keeps its label). */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn("size-4 animate-spin", className)} />;
}
