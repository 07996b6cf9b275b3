import { ContactIcon } from "@vitae/templates";
import { Ban, TriangleAlert } from "lucide-react";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/utils";
import { Combobox, type ComboboxGroup } from "../ui/combobox";
import {
  brandOptions,
  contactOptions,
  type IconOption,
  matchesQuery,
  noIconOption,
  optionForValue,
} from "./icon-options";

export type IconPickerProps = {
  /** The trigger's id, for a `<label htmlFor>` outside. */
  id?: string;
  /** The stored slug ("" for none); values the picker does not list are shown as unknown. */
  value: string;
  onChange: (slug: string) => void;
  /** What the icon is for ("Icon"); names the trigger and the search box. */
  label: string;
};

/** The option's preview: the templates' own drawing, so the picker shows what the resume will. */
export function IconPreview({ option }: { option: IconOption }) {
  const box = "flex size-5 shrink-0 items-center justify-center text-base [&_svg]:size-4";
  if (option.kind === "none") return <Ban aria-hidden className="size-4 shrink-0 text-muted-foreground" />;
  if (option.kind === "contact") {
    return (
      <span className={box}>
        <ContactIcon name={option.slug} hidden={false} />
      </span>
    );
  }
  return (
    <span className={box}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={option.icon.path} />
      </svg>
    </span>
  );
}

function useOptionName() {
  const { t } = useTranslation();
  return useCallback(
    (option: IconOption): string => {
      if (option.kind === "none") return t("iconPicker.none");
      if (option.kind === "contact") return t(`iconPicker.contact.${option.slug}`);
      return option.icon.title;
    },
    [t],
  );
}

/**
 * A searchable list of the icons a resume can show (the templates' contact icons and the brand set). A stored
 * value the list does not know is shown as unknown with a hint, never silently dropped.
 */
export function IconPicker({ id, value, onChange, label }: IconPickerProps) {
  const { t } = useTranslation();
  const nameOf = useOptionName();
  const hintId = useId();
  const current = optionForValue(value);
  const unknown = current === undefined;

  const groupsFor = useCallback(
    (query: string): ComboboxGroup<IconOption>[] => {
      const filter = (options: readonly IconOption[]) =>
        options.filter((option) => matchesQuery(option, nameOf(option), query));
      return [
        { key: "none", ariaLabel: t("iconPicker.none"), options: filter([noIconOption]) },
        { key: "contact", label: t("iconPicker.contactGroup"), options: filter(contactOptions) },
        { key: "brand", label: t("iconPicker.brandGroup"), options: filter(brandOptions) },
      ].filter((group) => group.options.length > 0);
    },
    [nameOf, t],
  );

  const triggerName = unknown ? t("iconPicker.unknown", { slug: value }) : nameOf(current);

  return (
    <div className="grid gap-1.5">
      <Combobox<IconOption>
        id={id}
        label={label}
        triggerLabel={`${label}: ${triggerName}`}
        describedBy={unknown ? hintId : undefined}
        triggerClassName={unknown ? "border-destructive" : undefined}
        trigger={
          <>
            {unknown ? (
              <TriangleAlert aria-hidden className="size-4 shrink-0 text-destructive" />
            ) : (
              <IconPreview option={current} />
            )}
            <span
              className={cn("min-w-0 flex-1 truncate", current?.kind === "none" && "text-muted-foreground")}
            >
              {unknown ? value : triggerName}
            </span>
          </>
        }
        searchLabel={t("iconPicker.search")}
        groupsFor={groupsFor}
        optionKey={(option) => `${option.kind}-${option.slug}`}
        isSelected={(option) => option === current}
        renderOption={(option) => (
          <>
            <IconPreview option={option} />
            <span className="min-w-0 flex-1 truncate">{nameOf(option)}</span>
          </>
        )}
        noResults={(query) => t("iconPicker.noResults", { query })}
        onChoose={(option) => onChange(option.slug)}
      />
      {unknown && (
        <p id={hintId} className="text-xs text-destructive">
          {t("iconPicker.unknownHint", { slug: value })}
        </p>
      )}
    </div>
  );
}
