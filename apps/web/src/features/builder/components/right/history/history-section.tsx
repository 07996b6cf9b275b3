import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ResumeVersionSummary } from "@vitae/schema";
import { History, MoreHorizontal } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/lib/toast";
import { deleteVersion, restoreVersion, versionKeys, versionsQuery } from "../../../api/versions";
import { adoptSaved, saveNow } from "../../../hooks/use-autosave";
import { useIsLocked } from "../../../hooks/use-resume-field";
import { useBuilderStore } from "../../../store/builder-store";
import { ConfirmDialog } from "../../confirm-dialog";
import { PanelSection } from "../../panel-section";
import { CompareDialog } from "./compare-dialog";
import { NameVersionDialog } from "./name-version-dialog";
import { describeVersionChanges, formatVersionTime } from "./version-changes";

type Dialog =
  | { kind: "name"; version?: ResumeVersionSummary }
  | { kind: "compare"; version: ResumeVersionSummary }
  | { kind: "restore"; version: ResumeVersionSummary }
  | { kind: "delete"; version: ResumeVersionSummary };

/**
 * The resume's past, kept by the server as it is edited. Compare a version with the current content,
 * restore it (itself undoable: the content it replaces becomes a version, and the builder's undo takes it back),
 * name versions to keep them, delete named ones.
 */
export function HistorySection() {
  const { t, i18n } = useTranslation();
  const resume = useBuilderStore((state) => state.resume);
  const locked = useIsLocked();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const id = resume?.id ?? "";
  const list = useQuery({ ...versionsQuery(id), enabled: id !== "", refetchInterval: 60_000 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: versionKeys.list(id) });
  const failed = () => toast({ variant: "error", title: t("builder.history.failed") });

  const restore = useMutation({
    mutationFn: async (version: ResumeVersionSummary) => {
      // Edits still waiting are saved first, so the server keeps them in the version it makes of the content.
      await saveNow();
      return restoreVersion(id, version.id);
    },
    meta: { errorToast: false },
    onSuccess: (restored) => {
      adoptSaved(restored);
      setDialog(null);
      toast({ title: t("builder.history.restored") });
      return refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (version: ResumeVersionSummary) => deleteVersion(id, version.id),
    meta: { errorToast: false },
    onSuccess: () => {
      setDialog(null);
      return refresh();
    },
    onError: failed,
  });

  if (!resume) return null;
  const time = (version: ResumeVersionSummary) => formatVersionTime(version.savedAt, i18n.language);
  const versions = list.data?.versions ?? [];
  const named = versions.filter((version) => version.name !== null);
  const automatic = versions.filter((version) => version.name === null);
  const oldestId = [...versions].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]?.id;

  const row = (version: ResumeVersionSummary) => {
    const phrases = describeVersionChanges(version.changes, t);
    return (
      <li key={version.id} className="grid gap-1 rounded-lg border p-3">
        <div className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <span className="truncate text-sm font-medium">{version.name ?? time(version)}</span>
            <span className="text-xs text-muted-foreground">
              {version.name === null ? t(`builder.history.kinds.${version.kind}`) : time(version)}
            </span>
          </div>
          <Button variant="outline" size="sm" onClick={() => setDialog({ kind: "compare", version })}>
            {t("builder.history.actions.compare")}
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t("builder.history.actions.label", { time: time(version) })}
              >
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem disabled={locked} onSelect={() => setDialog({ kind: "restore", version })}>
                {t("builder.history.actions.restore")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setDialog({ kind: "name", version })}>
                {t(version.name === null ? "builder.history.actions.name" : "builder.history.actions.rename")}
              </DropdownMenuItem>
              {version.name !== null && (
                <DropdownMenuItem onSelect={() => setDialog({ kind: "delete", version })}>
                  {t("builder.history.actions.delete")}
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <p className="text-xs text-muted-foreground">
          {phrases.length > 0
            ? phrases.join(" · ")
            : t(version.id === oldestId ? "builder.history.firstVersion" : "builder.history.noChanges")}
        </p>
      </li>
    );
  };

  const currentPhrases = describeVersionChanges(list.data?.currentChanges ?? [], t);
  return (
    <PanelSection
      icon={History}
      title={t("builder.history.title")}
      action={
        <Button variant="outline" size="sm" onClick={() => setDialog({ kind: "name" })}>
          {t("builder.history.saveVersion")}
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">{t("builder.history.description")}</p>
      {locked && <p className="text-sm text-muted-foreground">{t("builder.history.lockedNote")}</p>}
      {list.isError && <p className="text-sm text-destructive">{t("builder.history.loadError")}</p>}
      <div className="grid gap-1 rounded-lg border border-dashed p-3">
        <span className="text-sm font-medium">{t("builder.history.current")}</span>
        {currentPhrases.length > 0 && (
          <span className="text-xs text-muted-foreground">{currentPhrases.join(" · ")}</span>
        )}
      </div>
      {list.isSuccess && versions.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("builder.history.empty")}</p>
      )}
      {named.length > 0 && (
        <section aria-label={t("builder.history.named")} className="grid gap-2">
          <h3 className="text-xs font-medium text-muted-foreground">{t("builder.history.named")}</h3>
          <ul className="grid gap-2">{named.map(row)}</ul>
        </section>
      )}
      {automatic.length > 0 && (
        <section aria-label={t("builder.history.automatic")} className="grid gap-2">
          <h3 className="text-xs font-medium text-muted-foreground">{t("builder.history.automatic")}</h3>
          <ul className="grid gap-2">{automatic.map(row)}</ul>
        </section>
      )}

      {dialog?.kind === "name" && (
        <NameVersionDialog
          resumeId={id}
          version={dialog.version}
          onDone={() => {
            setDialog(null);
            void refresh();
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "compare" && (
        <CompareDialog
          resumeId={id}
          version={dialog.version}
          time={time(dialog.version)}
          canRestore={!locked}
          onRestore={() => setDialog({ kind: "restore", version: dialog.version })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "restore" && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={t("builder.history.restoreDialog.title", { time: time(dialog.version) })}
          description={t("builder.history.restoreDialog.description")}
          confirm={t("builder.history.restoreDialog.confirm")}
          destructive={false}
          pending={restore.isPending}
          onConfirm={() => restore.mutate(dialog.version)}
        />
      )}
      {dialog?.kind === "delete" && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={t("builder.history.deleteDialog.title", { name: dialog.version.name ?? "" })}
          description={t("builder.history.deleteDialog.description")}
          confirm={t("builder.history.deleteDialog.confirm")}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.version)}
        />
      )}
    </PanelSection>
  );
}
