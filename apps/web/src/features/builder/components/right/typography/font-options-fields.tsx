import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { useResumeField } from "../../../hooks/use-resume-field";
import { variantLabel } from "./font-groups";

/** The subset the family is chosen for (a stored one the family lacks stays listed, never silently changed). */
export function FontSubsetField({ subsets }: { subsets: readonly string[] }) {
  const { t } = useTranslation();
  const [subset, setSubset] = useResumeField("metadata.typography.font.subset");
  const options = subsets.includes(subset) ? subsets : [subset, ...subsets];
  return (
    <Field label={t("builder.typography.subset")}>
      {(control) => (
        <NativeSelect {...control} value={subset} onChange={(event) => setSubset(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/**
 * The variants to load besides regular and bold (a light or black weight a custom CSS rule uses): toggle
 * buttons, at least one always on.
 */
export function FontVariantsField({ variants }: { variants: readonly string[] }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [chosen, setChosen] = useResumeField("metadata.typography.font.variants");
  const words = { regular: t("builder.typography.regular"), italic: t("builder.typography.italic") };
  const toggle = (variant: string) => {
    const next = chosen.includes(variant) ? chosen.filter((item) => item !== variant) : [...chosen, variant];
    if (next.length > 0) setChosen(variants.filter((item) => next.includes(item)));
  };
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        {t("builder.typography.variants")}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not a form fieldset */}
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {variants.map((variant) => {
          const on = chosen.includes(variant);
          return (
            <button
              key={variant}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(variant)}
              className={cn(
                "h-7 rounded-md border px-2 text-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
                on
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-input bg-background hover:bg-muted",
              )}
            >
              {variantLabel(variant, words)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
