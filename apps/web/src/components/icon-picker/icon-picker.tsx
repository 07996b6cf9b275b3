import * as Popover from "@radix-ui/react-popover";
import { ContactIcon } from "@vitae/templates";
import { Ban, Check, ChevronsUpDown, TriangleAlert } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/utils";
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
  return (option: IconOption): string => {
    if (option.kind === "none") return t("iconPicker.none");
    if (option.kind === "contact") return t(`iconPicker.contact.${option.slug}`);
    return option.icon.title;
  };
}

/**
 * A searchable list of the icons a resume can show (the templates' contact icons and the brand set), as a
 * button that opens a combobox: type to filter, arrows/Home/End/Page keys to move, Enter to choose, Escape to
 * close. A stored value the list does not know is shown as unknown with a hint, never silently dropped.
 */
export function IconPicker({ id, value, onChange, label }: IconPickerProps) {
  const { t } = useTranslation();
  const nameOf = useOptionName();
  const ownId = useId();
  const listId = `${ownId}-list`;
  const hintId = `${ownId}-hint`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const current = optionForValue(value);
  const unknown = current === undefined;

  const groups = useMemo(() => {
    const filter = (options: readonly IconOption[]) =>
      options.filter((option) => matchesQuery(option, nameOf(option), query));
    return [
      { key: "none", label: undefined, options: filter([noIconOption]) },
      { key: "contact", label: t("iconPicker.contactGroup"), options: filter(contactOptions) },
      { key: "brand", label: t("iconPicker.brandGroup"), options: filter(brandOptions) },
    ].filter((group) => group.options.length > 0);
  }, [query, nameOf, t]);
  const visible = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const optionId = (option: IconOption) => `${ownId}-option-${option.kind}-${option.slug}`;
  const activeOption = visible[Math.min(active, visible.length - 1)];

  // On opening, start at the current icon; while typing, at the first match.
  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery("");
      const all = [noIconOption, ...contactOptions, ...brandOptions];
      setActive(current === undefined ? 0 : Math.max(0, all.indexOf(current)));
    }
  };

  useEffect(() => {
    if (!open || activeOption === undefined) return;
    const element = document.getElementById(optionId(activeOption));
    element?.scrollIntoView?.({ block: "nearest" });
  });

  const choose = (option: IconOption) => {
    onChange(option.slug);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = visible.length - 1;
    const page = 8;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      PageDown: () => Math.min(last, active + page),
      PageUp: () => Math.max(0, active - page),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move !== undefined && visible.length > 0) {
      event.preventDefault();
      setActive(move());
      return;
    }
    if (event.key === "Enter" && activeOption !== undefined) {
      event.preventDefault();
      choose(activeOption);
    }
  };

  const triggerName = unknown ? t("iconPicker.unknown", { slug: value }) : nameOf(current);

  return (
    <div className="grid gap-1.5">
      <Popover.Root open={open} onOpenChange={openWith}>
        <Popover.Trigger
          id={id}
          type="button"
          aria-label={`${label}: ${triggerName}`}
          aria-describedby={unknown ? hintId : undefined}
          className={cn(
            "flex h-9 w-full min-w-0 items-center gap-2 rounded-md border border-input bg-background px-3 text-start text-sm shadow-xs transition-colors",
            "hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            unknown && "border-destructive",
          )}
        >
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
          <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label={label}
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 grid w-72 max-w-[calc(100vw-1rem)] gap-1 rounded-lg border bg-card p-1 text-card-foreground shadow-md motion-safe:data-[state=open]:animate-[fade-in_100ms_ease-out]"
            onOpenAutoFocus={(event) => {
              // Focus the search box rather than the first focusable element Radix would pick.
              event.preventDefault();
              (event.currentTarget as HTMLElement).querySelector("input")?.focus();
            }}
          >
            <input
              role="combobox"
              aria-label={t("iconPicker.search")}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption === undefined ? undefined : optionId(activeOption)}
              placeholder={t("iconPicker.search")}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              autoComplete="off"
              spellCheck={false}
              className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
            />
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={label}
              className="max-h-72 overflow-y-auto overscroll-contain"
            >
              {visible.length === 0 && (
                <p className="px-2 py-3 text-center text-sm text-muted-foreground">
                  {t("iconPicker.noResults", { query })}
                </p>
              )}
              {groups.map((group) => (
                <div key={group.key} role="presentation">
                  {group.label && (
                    <p
                      id={`${ownId}-group-${group.key}`}
                      className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground"
                    >
                      {group.label}
                    </p>
                  )}
                  {/* biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group, not fieldsets */}
                  <div
                    role="group"
                    aria-labelledby={group.label ? `${ownId}-group-${group.key}` : undefined}
                    aria-label={group.label ? undefined : t("iconPicker.none")}
                  >
                    {group.options.map((option) => {
                      const selected = option === current;
                      const highlighted = option === activeOption;
                      return (
                        // The combobox input keeps focus and handles the keys; options are pointed at by aria-activedescendant.
                        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                        // biome-ignore lint/a11y/useFocusableInteractive: see above
                        <div
                          key={optionId(option)}
                          id={optionId(option)}
                          role="option"
                          aria-selected={selected}
                          data-highlighted={highlighted || undefined}
                          onMouseMove={() => setActive(visible.indexOf(option))}
                          onClick={() => choose(option)}
                          className="flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm select-none data-[highlighted]:bg-muted"
                        >
                          <IconPreview option={option} />
                          <span className="min-w-0 flex-1 truncate">{nameOf(option)}</span>
                          {selected && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
                        </div>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {unknown && (
        <p id={hintId} className="text-xs text-destructive">
          {t("iconPicker.unknownHint", { slug: value })}
        </p>
      )}
    </div>
  );
}
