import { useQuery } from "@tanstack/react-query";
import { describeChanges, type ResumeVersionSummary } from "@vitae/schema";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { versionQuery } from "../../../api/versions";
import { useRenderResume } from "../../../resume-renderer";
import { useBuilderStore } from "../../../store/builder-store";
import { describeVersionChanges } from "./version-changes";

/** A version beside the current content, each drawn as it prints, with what differs in words; restore from here. */
export function CompareDialog({
  resumeId,
  version,
  time,
  canRestore,
  onRestore,
  onClose,
}: {
  resumeId: string;
  version: ResumeVersionSummary;
  time: string;
  canRestore: boolean;
  onRestore: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const render = useRenderResume();
  const current = useBuilderStore((state) => state.data);
  const full = useQuery(versionQuery(resumeId, version.id));
  const past = full.data?.data;
  // What the current resume changed since this version (not what this version changed since the one before it).
  const difference = useMemo(
    () => (past && current ? describeChanges(past, current) : undefined),
    [past, current],
  );
  const versionTitle = t("builder.history.compare.version", { time });
  const currentTitle = t("builder.history.compare.current");
  const summary =
    difference === undefined
      ? versionTitle
      : difference.length === 0
        ? t("builder.history.compare.same")
        : t("builder.history.compare.since", { changes: describeVersionChanges(difference, t).join(" · ") });

  const column = (title: string, content: ReactNode) => (
    <figure className="grid min-w-0 content-start gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div className="overflow-hidden rounded-lg border bg-muted/40">{content}</div>
    </figure>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-6xl" closeLabel={t("builder.history.compare.close")}>
        <DialogHeader>
          <DialogTitle>{t("builder.history.compare.title")}</DialogTitle>
          <DialogDescription>{summary}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-2">
          {column(versionTitle, past && render ? render(past, versionTitle) : <Spinner />)}
          {column(currentTitle, current && render ? render(current, currentTitle) : null)}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("builder.history.compare.close")}
          </Button>
          <Button onClick={onRestore} disabled={!canRestore}>
            {t("builder.history.compare.restore")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
