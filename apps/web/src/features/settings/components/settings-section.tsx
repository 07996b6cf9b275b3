import { type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

/** One titled block of the settings page, a landmark named by its heading. */
export function SettingsSection({
  title,
  description,
  tone = "default",
  children,
}: {
  title: string;
  description?: string;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "grid gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6",
        tone === "danger" && "border-destructive/40",
      )}
    >
      <div className="grid gap-1">
        <h2
          id={headingId}
          className={cn("text-lg font-semibold tracking-tight", tone === "danger" && "text-destructive")}
        >
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
