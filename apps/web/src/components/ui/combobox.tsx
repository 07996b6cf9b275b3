import * as Popover from "@radix-ui/react-popover";
import { Check, ChevronsUpDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { cn } from "../../lib/utils";

export type ComboboxGroup<T> = {
  key: string;
  /** The visible group heading; without one, `ariaLabel` names the group. */
  label?: string;
  ariaLabel?: string;
  options: readonly T[];
};

export type ComboboxProps<T> = {
  /** The trigger's id, for a `<label htmlFor>` outside. */
  id?: string;
  /** Names the popup and its list ("Icon", "Font family"). */
  label: string;
  /** The trigger's accessible name, e.g. "Icon: GitHub". */
  triggerLabel: string;
  /** What the closed trigger shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  describedBy?: string;
  searchLabel: string;
  /** The groups to show for a search query (already filtered by the caller). */
  groupsFor: (query: string) => readonly ComboboxGroup<T>[];
  optionKey: (option: T) => string;
  isSelected: (option: T) => boolean;
  renderOption: (option: T) => ReactNode;
  noResults: (query: string) => ReactNode;
  onChoose: (option: T) => void;
  /** The popup's width classes (default w-72). */
  popupClassName?: string;
};

const moveKeys = (active: number, last: number, page: number): Record<string, () => number> => ({
  ArrowDown: () => (active >= last ? 0 : active + 1),
  ArrowUp: () => (active <= 0 ? last : active - 1),
  PageDown: () => Math.min(last, active + page),
  PageUp: () => Math.max(0, active - page),
  Home: () => 0,
  End: () => last,
});

/**
 * A button that opens a searchable, grouped list (the WAI-ARIA combobox pattern): type to filter,
 * arrows/Home/End/Page keys to move, Enter to choose, Escape to close. The search box keeps focus; the options
 * are pointed at by aria-activedescendant.
 */
export function Combobox<T>({
  id,
  label,
  triggerLabel,
  trigger,
  triggerClassName,
  describedBy,
  searchLabel,
  groupsFor,
  optionKey,
  isSelected,
  renderOption,
  noResults,
  onChoose,
  popupClassName,
}: ComboboxProps<T>) {
  const ownId = useId();
  const listId = `${ownId}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);

  const groups = useMemo(() => groupsFor(query), [groupsFor, query]);
  const visible = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const optionId = (option: T) => `${ownId}-option-${optionKey(option)}`;
  const activeOption = visible[Math.min(active, visible.length - 1)];

  // On opening, start at the current choice; while typing, at the first match.
  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery("");
      setActive(
        Math.max(
          0,
          groupsFor("")
            .flatMap((group) => group.options)
            .findIndex(isSelected),
        ),
      );
    }
  };

  useEffect(() => {
    if (!open || activeOption === undefined) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: "nearest" });
  });

  const choose = (option: T) => {
    onChoose(option);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = moveKeys(active, visible.length - 1, 8)[event.key];
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

  return (
    <Popover.Root open={open} onOpenChange={openWith}>
      <Popover.Trigger
        id={id}
        type="button"
        aria-label={triggerLabel}
        aria-describedby={describedBy}
        className={cn(
          "flex h-9 w-full min-w-0 items-center gap-2 rounded-md border border-input bg-background px-3 text-start text-sm shadow-xs transition-colors",
          "hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
          triggerClassName,
        )}
      >
        {trigger}
        <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            "z-50 grid max-w-[calc(100vw-1rem)] gap-1 rounded-lg border bg-card p-1 text-card-foreground shadow-md motion-safe:data-[state=open]:animate-[fade-in_100ms_ease-out]",
            popupClassName ?? "w-72",
          )}
          onOpenAutoFocus={(event) => {
            // Focus the search box rather than the first focusable element Radix would pick.
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector("input")?.focus();
          }}
        >
          <input
            role="combobox"
            aria-label={searchLabel}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption === undefined ? undefined : optionId(activeOption)}
            placeholder={searchLabel}
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
            id={listId}
            role="listbox"
            aria-label={label}
            className="max-h-72 overflow-y-auto overscroll-contain"
          >
            {visible.length === 0 && (
              <p className="px-2 py-3 text-center text-sm text-muted-foreground">{noResults(query)}</p>
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
                  aria-label={group.label ? undefined : group.ariaLabel}
                >
                  {group.options.map((option) => {
                    const selected = isSelected(option);
                    return (
                      // The combobox input keeps focus and handles the keys; options are pointed at by aria-activedescendant.
                      // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                      // biome-ignore lint/a11y/useFocusableInteractive: see above
                      <div
                        key={optionId(option)}
                        id={optionId(option)}
                        role="option"
                        aria-selected={selected}
                        data-highlighted={option === activeOption || undefined}
                        onMouseMove={() => setActive(visible.indexOf(option))}
                        onClick={() => choose(option)}
                        className="flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm select-none data-[highlighted]:bg-muted"
                      >
                        {renderOption(option)}
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
  );
}
