import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArchiveRestore, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatRelativeTime, useNow } from "@/lib/relative-time";
import { toast } from "@/lib/toast";
import { invalidateLetters, letterTrash } from "../api/letters";
import { deleteForever, listTrash, restoreFromTrash, trashKey } from "../api/trash";
import { putResume } from "../hooks/resume-cache";
import type { DocumentKind } from "./lock-dialog";

type Trashed = { id: string; title: string; deletedAt: string; purgeAt: string };

/** How one kind of document sits in the trash: where its list is, and how one comes back or goes for good. */
export type TrashSource<Restored extends { id: string; title: string }> = {
  kind: DocumentKind;
  queryKey: QueryKey;
  list: () => Promise<Trashed[]>;
  restore: (id: string) => Promise<Restored>;
  deleteForever: (id: string) => Promise<void>;
};

/** Dashboard → Trash: deleted resumes, then deleted letters, until they are purged; restore or delete forever. */
export function TrashView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("resumes.trash.title")}</h1>
        <p className="text-muted-foreground">{t("resumes.trash.description")}</p>
      </div>
      <TrashList
        source={{
          kind: "resumes",
          queryKey: trashKey,
          list: listTrash,
          restore: restoreFromTrash,
          deleteForever,
        }}
        onRestored={(resume) => putResume(queryClient, resume)}
      />
      <TrashList source={letterTrash} onRestored={() => invalidateLetters(queryClient)} />
    </div>
  );
}

/** One kind's deleted documents; the letters' list shows only when it has any. */
function TrashList<Restored extends { id: string; title: string }>({
  source,
  onRestored,
}: {
  source: TrashSource<Restored>;
  onRestored: (restored: Restored) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow();
  const { kind } = source;
  const trash = useQuery({ queryKey: source.queryKey, queryFn: source.list, staleTime: 0 });
  const [confirming, setConfirming] = useState<Trashed | null>(null);
  const failed = () => toast({ variant: "error", title: t("resumes.trash.failed") });
  const forget = (id: string) =>
    queryClient.setQueryData(source.queryKey, (items: Trashed[] | undefined) =>
      items?.filter((item) => item.id !== id),
    );

  const restore = useMutation({
    mutationFn: (item: Trashed) => source.restore(item.id),
    meta: { errorToast: false },
    onSuccess: (restored) => {
      forget(restored.id);
      onRestored(restored);
      toast({ variant: "success", title: t(`${kind}.trash.restored`, { title: restored.title }) });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: async (item: Trashed) => {
      await source.deleteForever(item.id);
      return item;
    },
    meta: { errorToast: false },
    onSuccess: (item) => {
      forget(item.id);
      setConfirming(null);
      toast({ title: t("resumes.trash.deleted", { title: item.title }) });
    },
    onError: failed,
  });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(iso));
  const isLetters = kind === "letters";
  if (isLetters && !(trash.isSuccess && trash.data.length > 0)) return null;

  return (
    <div className="grid gap-3">
      {isLetters && <h2 className="text-lg font-semibold">{t("letters.trash.heading")}</h2>}
      {trash.isPending && <p className="text-sm text-muted-foreground">{t("resumes.trash.loading")}</p>}
      {trash.isError && <p className="text-sm text-destructive">{t("resumes.trash.loadError")}</p>}
      {trash.isSuccess && trash.data.length === 0 && (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <Trash2 aria-hidden className="size-8 text-muted-foreground" />
          <h2 className="font-semibold">{t("resumes.trash.empty.title")}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t("resumes.trash.empty.description")}</p>
        </div>
      )}
      {trash.isSuccess && trash.data.length > 0 && (
        <ul aria-label={t(`${kind}.trash.listLabel`)} className="grid gap-3">
          {trash.data.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid min-w-0 gap-1">
                <span className="truncate font-medium">{item.title}</span>
                <span className="text-sm text-muted-foreground">
                  {t("resumes.trash.deletedAt", {
                    time: formatRelativeTime(item.deletedAt, now, i18n.language),
                  })}
                  {" · "}
                  {t("resumes.trash.purgeAt", { date: date(item.purgeAt) })}
                </span>
              </div>
              <fieldset className="flex gap-2">
                <legend className="sr-only">{t("resumes.trash.actionsLabel", { title: item.title })}</legend>
                <Button
                  variant="outline"
                  onClick={() => restore.mutate(item)}
                  disabled={restore.isPending && restore.variables?.id === item.id}
                >
                  <ArchiveRestore aria-hidden />
                  {t("resumes.trash.restore")}
                </Button>
                <Button variant="destructive" onClick={() => setConfirming(item)}>
                  <Trash2 aria-hidden />
                  {t("resumes.trash.deleteForever")}
                </Button>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("resumes.trash.deleteDialog.title", { title: confirming?.title ?? "" })}
        description={t(`${kind}.trash.deleteDialog.description`)}
        confirm={t("resumes.trash.deleteDialog.confirm")}
        pending={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming)}
      />
    </div>
  );
}
