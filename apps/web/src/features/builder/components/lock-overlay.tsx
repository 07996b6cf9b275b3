import { Lock, LockOpen } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/**
 * A locked resume's editing panels sit under this overlay, read-only (the panel behind is inert).
 * Unlocking asks first, through the resume lock dialog.
 */
export function LockOverlay({
  onUnlock,
  kind = "resume",
}: {
  onUnlock: () => void;
  /** Whose words the overlay uses. */
  kind?: "resume" | "letter";
}) {
  const { t } = useTranslation();
  const copy = kind === "letter" ? "letters.builder.lockOverlay" : "builder.lockOverlay";
  const titleId = useId();
  return (
    <div className="absolute inset-0 z-10 flex items-start justify-center bg-background/70 p-6 pt-24 backdrop-blur-[2px]">
      <section
        aria-labelledby={titleId}
        className="grid max-w-xs justify-items-center gap-3 rounded-xl border bg-card p-5 text-center shadow-lg"
      >
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-muted">
          <Lock aria-hidden className="size-5" />
        </span>
        <h2 id={titleId} className="font-semibold">
          {t(`${copy}.title`)}
        </h2>
        <p className="text-sm text-muted-foreground">{t(`${copy}.description`)}</p>
        <Button variant="outline" onClick={onUnlock}>
          <LockOpen aria-hidden />
          {t("builder.lockOverlay.unlock")}
        </Button>
      </section>
    </div>
  );
}
