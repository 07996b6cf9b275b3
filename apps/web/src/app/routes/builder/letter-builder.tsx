import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { redirect, type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { BuilderLayout } from "@/features/builder/components/builder-shell";
import { type DocumentHistory, DocumentTopBar } from "@/features/builder/components/builder-top-bar";
import { ConflictNotice } from "@/features/builder/components/conflict-banner";
import { SaveStatusView } from "@/features/builder/components/save-status";
import { useHistoryHotkeys } from "@/features/builder/hooks/use-history-hotkeys";
import { getLetter } from "@/features/builder/letter/letter-api";
import { LetterContentPanel } from "@/features/builder/letter/letter-content-panel";
import { LetterDesignPanel } from "@/features/builder/letter/letter-design-panel";
import { letterHistory, useLetterStore } from "@/features/builder/letter/letter-store";
import {
  keepMyLetter,
  retryLetterSave,
  takeStoredLetter,
  useLetterAutosave,
} from "@/features/builder/letter/use-letter-autosave";
import { useDocumentTitle } from "@/features/public/hooks/use-document-title";
import { letterKeys, lockLetter } from "@/features/resumes/api/letters";
import { DocumentLockDialog } from "@/features/resumes/components/lock-dialog";
import { paths } from "@/lib/paths";
import { LetterPreview } from "./letter-preview";

type LetterBuilderData = { id: string };

/** The letter fresh from the server, into the letter store with an empty undo history; on failure the letters. */
export async function loadLetterBuilder({
  queryClient,
  id,
}: {
  queryClient: QueryClient;
  id: string;
}): Promise<LetterBuilderData> {
  try {
    const letter = await queryClient.fetchQuery({
      queryKey: letterKeys.detail(id),
      queryFn: () => getLetter(id),
      staleTime: 0,
    });
    useLetterStore.getState().load(letter);
  } catch {
    throw redirect(paths.letters);
  }
  return { id };
}

/** Reloading would throw away the history and any waiting edit: only another letter loads. */
export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.id !== nextParams.id;

const history = letterHistory as unknown as DocumentHistory;

function LetterTopBar(slots: { start?: React.ReactNode; end?: React.ReactNode }) {
  const title = useLetterStore((state) => state.letter?.title ?? "");
  const locked = useLetterStore((state) => state.letter?.locked ?? false);
  const status = useLetterStore((state) => state.status);
  return (
    <DocumentTopBar
      {...slots}
      title={title}
      locked={locked}
      back={paths.letters}
      status={<SaveStatusView status={status} onRetry={retryLetterSave} className="max-w-56" />}
      history={history}
    />
  );
}

function LetterConflict() {
  const { t } = useTranslation();
  const conflict = useLetterStore((state) => state.conflict);
  if (!conflict) return null;
  return (
    <ConflictNotice
      title={t("letters.builder.conflict")}
      onKeepMine={keepMyLetter}
      onTakeTheirs={() => takeStoredLetter()}
    />
  );
}

/** /builder/letter/:id: the letter builder, in the resume builder's layout with the letter's panels and preview. */
export function Component() {
  const { t } = useTranslation();
  const { id } = useLoaderData<LetterBuilderData>();
  const queryClient = useQueryClient();
  const [unlocking, setUnlocking] = useState(false);
  const letter = useLetterStore((state) => state.letter);
  const loaded = useLetterStore((state) => state.content !== null);
  const locked = letter?.locked ?? false;
  const unlock = useMutation({
    mutationFn: lockLetter,
    onSuccess: (saved) =>
      useLetterStore.getState().patchLetter({ locked: saved.locked, updatedAt: saved.updatedAt }),
  });

  useLetterAutosave({
    id,
    onSaved: (saved) => {
      queryClient.setQueryData(letterKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: letterKeys.list });
    },
  });
  useHistoryHotkeys(letterHistory);

  useDocumentTitle(t("builder.documentTitle", { title: letter?.title ?? "" }));

  if (!letter || !loaded || letter.id !== id) return null;

  return (
    <>
      <BuilderLayout
        topBar={(slots) => <LetterTopBar {...slots} />}
        banner={<LetterConflict />}
        left={<LetterContentPanel />}
        right={<LetterDesignPanel />}
        preview={<LetterPreview />}
        lock={{ locked, onUnlock: () => setUnlocking(true), kind: "letter" }}
        hints={{
          content: t("letters.builder.panels.contentHint"),
          design: t("letters.builder.panels.designHint"),
        }}
      />
      <DocumentLockDialog
        open={unlocking}
        onOpenChange={setUnlocking}
        kind="letters"
        document={letter}
        onConfirm={(set) => unlock.mutate({ id, set })}
      />
    </>
  );
}
