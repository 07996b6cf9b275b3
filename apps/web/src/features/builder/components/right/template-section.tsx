import { useQuery } from "@tanstack/react-query";
import { type TemplateId, templateIds } from "@vitae/schema";
import { Check, LayoutTemplate, Lock } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { templateAvailabilityQuery } from "../../api/get-template-availability";
import { useResumeField } from "../../hooks/use-resume-field";
import { PanelSection } from "../panel-section";

/** `?debug=true` unlocks every template whatever the server's policy. */
const debugUnlocked = () => new URLSearchParams(window.location.search).get("debug") === "true";

/**
 * Page 1 of the sample resume in the template, rendered at build time (packages/templates/scripts/thumbnails.ts);
 * when the build had no Chromium or the file fails to load, a plain sheet of the same size (no broken image).
 */
function TemplateThumbnail({ id, blurred }: { id: TemplateId; blurred: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={cn(
        "block aspect-[794/1123] w-full overflow-hidden rounded-md border bg-white",
        blurred && "opacity-60 blur-[1.5px]",
      )}
    >
      {!failed && (
        <img
          src={`/template-thumbnails/${id}.jpg`}
          alt=""
          loading="lazy"
          decoding="async"
          width={397}
          height={562}
          onError={() => setFailed(true)}
          className="size-full object-cover object-top"
          data-template-thumbnail={id}
        />
      )}
    </span>
  );
}

/**
 * Every template, in the order of `templateIds`, by name. Under the server's "institution" policy only the
 * house template can be picked; the others are shown locked and blurred. Until the policy is known every
 * tile can be picked, as under the default policy.
 */
export function TemplateSection() {
  const { t } = useTranslation();
  const [template, setTemplate] = useResumeField("metadata.template");
  const { data: availability } = useQuery(templateAvailabilityQuery());
  const isLocked = (id: TemplateId) =>
    availability !== undefined && !availability.selectable.includes(id) && !debugUnlocked();
  const tiles = useRef(new Map<TemplateId, HTMLButtonElement>());
  const pickable = templateIds.filter((id) => !isLocked(id));
  // Roving tabindex (WAI-ARIA radio group): one Tab stop — the checked tile, or the first pickable one.
  const tabStop = pickable.includes(template) ? template : pickable[0];

  const onKeyDown = (event: KeyboardEvent, id: TemplateId) => {
    const at = pickable.indexOf(id);
    const last = pickable.length - 1;
    const next: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowDown: at === last ? 0 : at + 1,
      ArrowLeft: at <= 0 ? last : at - 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const target = pickable[next[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    setTemplate(target);
    tiles.current.get(target)?.focus();
  };

  return (
    <PanelSection icon={LayoutTemplate} title={t("builder.template.title")}>
      <div role="radiogroup" aria-label={t("builder.template.title")} className="grid grid-cols-2 gap-3">
        {templateIds.map((id: TemplateId) => {
          const selected = id === template;
          const locked = isLocked(id);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a grid of named tiles; radio inputs would hide the names' layout.
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={locked}
              tabIndex={id === tabStop ? 0 : -1}
              ref={(node) => {
                if (node) tiles.current.set(id, node);
                else tiles.current.delete(id);
              }}
              onKeyDown={(event) => onKeyDown(event, id)}
              title={locked ? t("builder.template.locked") : undefined}
              onClick={() => setTemplate(id)}
              className={cn(
                "group grid gap-1.5 rounded-lg border p-1.5 text-start text-sm transition-colors hover:bg-muted",
                selected && "border-primary bg-accent text-accent-foreground ring-2 ring-primary",
                locked && "cursor-not-allowed hover:bg-transparent",
              )}
            >
              <TemplateThumbnail id={id} blurred={locked} />
              <span className="flex items-center justify-between gap-2 px-1">
                <span className={cn("leading-tight", locked && "opacity-60 blur-[1.5px] select-none")}>
                  {t(`builder.template.names.${id}`)}
                </span>
                {selected && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
                {locked && !selected && (
                  <Lock aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
                )}
              </span>
            </button>
          );
        })}
      </div>
      {availability?.policy === "institution" && !debugUnlocked() && (
        <p className="text-xs text-muted-foreground">{t("builder.template.policyNote")}</p>
      )}
    </PanelSection>
  );
}
