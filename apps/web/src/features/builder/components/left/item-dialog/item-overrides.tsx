import { valueAtPath } from "@vitae/schema";
import { GitBranch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useVariant } from "../../../hooks/use-variant";
import { itemFieldPath } from "../override-label";
import { useVariantAction } from "../override-marker";

/**
 * In a variant, the fields of this item it overrides, each with "Revert to master" (which sets the field back to
 * the master's text in the form, so the dialog's own live save carries it) and "Apply to master too".
 */
export function ItemOverrides({
  sectionRef,
  itemId,
  fieldNames,
  onRevert,
}: {
  sectionRef: string;
  itemId: string;
  fieldNames: readonly string[];
  onRevert: (field: string, value: unknown) => void;
}) {
  const { t } = useTranslation();
  const variant = useVariant();
  const [applying, run] = useVariantAction();
  if (!variant) return null;
  const overridden = fieldNames.filter((field) =>
    variant.isOverridden(itemFieldPath(sectionRef, itemId, field)),
  );
  if (overridden.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm sm:col-span-2">
      <p className="flex items-center gap-1.5 font-medium">
        <GitBranch className="size-4" aria-hidden />
        {t("variants.item.title")}
      </p>
      <ul className="flex flex-wrap gap-2">
        {overridden.map((field) => {
          const label = t(`builder.itemDialog.fields.${field}` as "builder.itemDialog.fields.name");
          const masterValue = valueAtPath(variant.master.data, itemFieldPath(sectionRef, itemId, field));
          return (
            <li
              key={field}
              className="flex items-center gap-2 rounded-full border bg-background py-0.5 ps-3 pe-1"
            >
              <span>{label}</span>
              {masterValue !== undefined && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="h-7"
                  aria-label={t("variants.item.revert", { field: label })}
                  onClick={() => onRevert(field, masterValue)}
                >
                  {t("variants.revert")}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                className="h-7"
                aria-label={t("variants.item.apply", { field: label })}
                aria-busy={applying}
                disabled={applying}
                onClick={() => run(() => variant.applyToMaster([itemFieldPath(sectionRef, itemId, field)]))}
              >
                {t("variants.apply")}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
