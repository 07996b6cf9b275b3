import type { Overlay } from "@vitae/schema";
import { GitBranch } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { showErrorToast } from "@/lib/error-toast";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useVariant, type VariantState } from "../../hooks/use-variant";
import { useBuilderStore } from "../../store/builder-store";
import { overlayPathOfField } from "../../variant-scope";

/** Runs a change of the variant or its master, busy meanwhile; a refusal is said in a toast. */
export function useVariantAction(): [boolean, (action: () => Promise<void>) => void] {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => {
        if (!showErrorToast(error)) toast({ variant: "error", title: t("variants.failed") });
      })
      .finally(() => setBusy(false));
  };
  return [busy, run];
}

/** The marker of one field bound to the resume, by its path as the builder names it (see OverrideMarker). */
export function FieldOverrideMarker({
  fieldPath,
  label,
  className,
}: {
  fieldPath: string;
  label: string;
  className?: string;
}) {
  const isVariant = useBuilderStore((state) => state.resume?.variantOf !== undefined);
  return isVariant ? <FieldMarker fieldPath={fieldPath} label={label} className={className} /> : null;
}

/** A builder field's path names list items by position; the overlay by id. */
function FieldMarker({
  fieldPath,
  label,
  className,
}: {
  fieldPath: string;
  label: string;
  className?: string;
}) {
  const path = useBuilderStore((state) =>
    state.data ? overlayPathOfField(state.data, fieldPath) : fieldPath,
  );
  return <Marker paths={[path]} label={label} className={className} />;
}

/**
 * Beside a field (or an item, or a section's settings) of a variant that overrides it: "Tailored", with "Revert
 * to master" and "Apply to master too". Nothing on any other resume, or where the variant follows its master.
 * `paths` are overlay paths; `label` names what they are for screen readers.
 */
export function OverrideMarker({
  paths,
  label,
  shown,
  className,
}: {
  paths: Paths;
  label: string;
  /** What the marker stands for, shown beside "Tailored" where several markers sit together (a section's). */
  shown?: string;
  className?: string;
}) {
  const isVariant = useBuilderStore((state) => state.resume?.variantOf !== undefined);
  return isVariant ? <Marker paths={paths} label={label} shown={shown} className={className} /> : null;
}

/** Overlay paths, or how to find them in the variant's overlay (a section's settings, whatever they are). */
type Paths = readonly string[] | ((overlay: Overlay) => string[]);

function Marker({
  paths,
  label,
  shown,
  className,
}: {
  paths: Paths;
  label: string;
  shown?: string | undefined;
  className?: string | undefined;
}) {
  const variant = useVariant();
  const candidates = variant && typeof paths === "function" ? paths(variant.overlay) : paths;
  const overridden = variant && typeof candidates !== "function" ? variant.overridden(candidates) : [];
  if (!variant || overridden.length === 0) return null;
  return <MarkerRow variant={variant} paths={overridden} label={label} shown={shown} className={className} />;
}

function MarkerRow({
  variant,
  paths,
  label,
  shown,
  className,
}: {
  variant: VariantState;
  paths: readonly string[];
  label: string;
  shown?: string | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const describedBy = useId();
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  const [busy, run] = useVariantAction();
  return (
    <div
      className={cn("flex flex-wrap items-center gap-x-1 gap-y-0.5 text-xs", className)}
      data-override-marker={paths.join(" ")}
    >
      <span
        id={describedBy}
        className="me-0.5 inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-1.5 py-0.5 font-medium text-foreground"
      >
        <GitBranch aria-hidden className="size-3" />
        {t("variants.marker.tailored")}
        {shown === undefined ? <span className="sr-only">{`: ${label}`}</span> : `: ${shown}`}
      </span>
      <Button
        size="sm"
        variant="ghost"
        className="h-7 px-1.5"
        aria-describedby={describedBy}
        disabled={locked || busy}
        onClick={() => variant.revert(paths)}
      >
        {t("variants.revert")}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="h-7 px-1.5"
        aria-describedby={describedBy}
        aria-busy={busy}
        disabled={locked || busy}
        onClick={() => run(() => variant.applyToMaster(paths))}
      >
        {t("variants.apply")}
      </Button>
    </div>
  );
}

/**
 * Under an item of a variant's list: the marker of its overridden fields, or "Only in this variant" for an item
 * the master does not have (deleting it is how it goes).
 */
export function ItemOverrideMarker({
  sectionPath,
  itemId,
  label,
  className,
}: {
  sectionPath: string;
  itemId: string;
  label: string;
  className?: string;
}) {
  const isVariant = useBuilderStore((state) => state.resume?.variantOf !== undefined);
  return isVariant ? (
    <ItemMarker sectionPath={sectionPath} itemId={itemId} label={label} className={className} />
  ) : null;
}

function ItemMarker({
  sectionPath,
  itemId,
  label,
  className,
}: {
  sectionPath: string;
  itemId: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const variant = useVariant();
  const added = variant?.overlay.lists[`${sectionPath}.items`]?.added[itemId] !== undefined;
  if (!variant) return null;
  if (!added)
    return <Marker paths={[`${sectionPath}.items.${itemId}`]} label={label} className={className} />;
  return (
    <p className={cn("flex items-center text-xs", className)}>
      <span className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 font-medium">
        <GitBranch aria-hidden className="size-3" />
        {t("variants.marker.onlyHere")}
        <span className="sr-only">{`: ${label}`}</span>
      </span>
    </p>
  );
}
