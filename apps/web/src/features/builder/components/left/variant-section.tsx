import type { FlagResolution, OverlayFlag } from "@vitae/schema";
import { GitBranch } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useVariant, type VariantState } from "../../hooks/use-variant";
import { useBuilderStore } from "../../store/builder-store";
import { ConfirmDialog } from "../confirm-dialog";
import { PanelSection } from "../panel-section";
import { overrideLabel } from "./override-label";
import { useVariantAction } from "./override-marker";

/** One override: what it changes, "Revert to master" and "Apply to master too". */
function OverrideRow({
  label,
  onRevert,
  onApply,
  disabled,
}: {
  label: string;
  onRevert: () => void;
  onApply: () => Promise<void>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [applying, setApplying] = useState(false);
  return (
    <li className="grid gap-2 rounded-md border bg-card p-2.5">
      <span id={labelId} className="text-sm font-medium break-words">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-describedby={labelId} disabled={disabled} onClick={onRevert}>
          {t("variants.revert")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-describedby={labelId}
          disabled={disabled || applying}
          onClick={() => {
            setApplying(true);
            onApply().finally(() => setApplying(false));
          }}
        >
          {t("variants.apply")}
        </Button>
      </div>
    </li>
  );
}

/**
 * One thing the master's edits flagged, with the user's two choices: keep it as the variant's own, or let it go
 * (asked first, since that removes the variant's text). Nothing is settled without them.
 */
function FlagRow({
  flag,
  label,
  variant,
  disabled,
}: {
  flag: OverlayFlag;
  label: string;
  variant: VariantState;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const [busy, run] = useVariantAction();
  const [confirming, setConfirming] = useState(false);
  const resolve = (resolution: FlagResolution) =>
    run(async () => {
      await variant.resolveFlag(flag, resolution);
      setConfirming(false);
    });
  const kind = flag.kind === "stale" ? "stale" : "detached";
  return (
    <li className="grid gap-1.5">
      <span id={textId}>{t(`variants.flags.${flag.kind}`, { label })}</span>
      <div className="flex flex-wrap gap-2">
        {flag.kind !== "orphaned" && (
          <Button
            size="sm"
            variant="outline"
            aria-describedby={textId}
            disabled={disabled || busy}
            onClick={() => resolve("keep")}
          >
            {t(`variants.flags.keep.${kind}`)}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-describedby={textId}
          disabled={disabled || busy}
          onClick={() => setConfirming(true)}
        >
          {t(`variants.flags.drop.${kind}`)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !busy && setConfirming(open)}
        title={t(`variants.flags.confirm.${kind}.title`, { label })}
        description={t(`variants.flags.confirm.${kind}.description`)}
        confirm={t(`variants.flags.drop.${kind}`)}
        pending={busy}
        onConfirm={() => resolve("drop")}
      />
    </li>
  );
}

/**
 * On a variant: which master it follows, every field it overrides (each with "Revert to master" and "Apply to
 * master too"), and what changed in the master under its overrides (detached items, rewritten texts).
 */
export function VariantSection() {
  const isVariant = useBuilderStore((state) => state.resume?.variantOf !== undefined);
  return isVariant ? <VariantPanel /> : null;
}

function VariantPanel() {
  const { t } = useTranslation();
  const variant = useVariant();
  const data = useBuilderStore((state) => state.data);
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  if (!variant || !data) return null;
  const overrides = [...Object.keys(variant.overlay.fields), ...Object.keys(variant.overlay.lists)].sort();
  return (
    <PanelSection icon={GitBranch} title={t("variants.panel.title")}>
      <p className="text-sm text-muted-foreground">
        {t("variants.panel.description")}{" "}
        <Link className="font-medium text-foreground underline" to={paths.builder(variant.master.id)}>
          {variant.master.title}
        </Link>
      </p>
      {variant.flags.length > 0 && (
        <Alert variant="warning">
          <ul aria-label={t("variants.flags.title")} className="grid gap-3">
            {variant.flags.map((flag) => (
              <FlagRow
                key={`${flag.kind}:${flag.path}`}
                flag={flag}
                label={overrideLabel(flag.path, data, t)}
                variant={variant}
                disabled={locked}
              />
            ))}
          </ul>
        </Alert>
      )}
      {overrides.length === 0 ? (
        <p className="text-sm">{t("variants.panel.none")}</p>
      ) : (
        <ul aria-label={t("variants.panel.overrides")} className="grid gap-2">
          {overrides.map((path) => (
            <OverrideRow
              key={path}
              label={overrideLabel(path, data, t)}
              disabled={locked}
              onRevert={() => variant.revert([path])}
              onApply={() => variant.applyToMaster([path])}
            />
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
