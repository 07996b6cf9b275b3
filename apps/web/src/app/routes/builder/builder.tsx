import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { Resume, ResumeData, User } from "@vitae/schema";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { redirect, type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { ArtboardFrame } from "@/features/artboard/components/artboard-frame";
import { BuilderShell } from "@/features/builder/components/builder-shell";
import { leaveSession, savesSettled, useAutosave } from "@/features/builder/hooks/use-autosave";
import { useHistoryHotkeys } from "@/features/builder/hooks/use-history-hotkeys";
import { useBuilderStore } from "@/features/builder/store/builder-store";
import { openResume } from "@/features/builder/store/open-resume";
import { resumeQuery } from "@/features/resumes/api/get-resume";
import { LockDialog } from "@/features/resumes/components/lock-dialog";
import { putResume } from "@/features/resumes/hooks/resume-cache";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { BuilderPreview } from "./builder-preview";
import { useLockSync } from "./use-lock-sync";

export type BuilderLoaderData = {
  id: string;
  restored: boolean;
  /** The data as the server holds it: what autosave sends in place of a field the server would refuse. */
  stored: ResumeData;
};

/**
 * The resume fresh from the server, into the builder with an empty undo history; on failure the
 * dashboard. A save still running from the last visit goes first, so what loads includes it.
 */
export async function loadBuilder({
  queryClient,
  user,
  id,
}: {
  queryClient: QueryClient;
  user: User;
  id: string;
}): Promise<BuilderLoaderData> {
  const previous = useBuilderStore.getState().resume?.id;
  if (previous && previous !== id) leaveSession(previous);
  await savesSettled(id);
  let resume: Resume;
  try {
    resume = await queryClient.fetchQuery({ ...resumeQuery(id), staleTime: 0 });
  } catch {
    throw redirect(paths.dashboard);
  }
  return { id, restored: openResume({ ...resume, user }), stored: resume.data };
}

/** Reloading the resume would throw away the history and any waiting edit: only another resume loads. */
export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.id !== nextParams.id;

export function Component() {
  const { t } = useTranslation();
  const { id, restored, stored } = useLoaderData<BuilderLoaderData>();
  const queryClient = useQueryClient();
  const [unlocking, setUnlocking] = useState(false);
  const resume = useBuilderStore((state) => state.resume);
  // Whether a resume is loaded, not the resume itself: selecting the data here would re-render the whole builder
  // on every keystroke (the panels and preview select what they show).
  const loaded = useBuilderStore((state) => state.data !== null);

  useAutosave({ id, restored, stored, onSaved: (saved) => putResume(queryClient, saved) });
  useHistoryHotkeys();
  useLockSync(id);

  useEffect(() => {
    if (!restored) return;
    toast({
      variant: "info",
      title: t("builder.restored.title"),
      description: t("builder.restored.description"),
    });
  }, [restored, t]);

  useEffect(() => {
    if (!resume?.title) return;
    const previous = document.title;
    document.title = t("builder.documentTitle", { title: resume.title });
    return () => {
      document.title = previous;
    };
  }, [resume?.title, t]);

  if (!resume || !loaded || resume.id !== id) return null;

  return (
    <>
      <BuilderShell
        preview={<BuilderPreview />}
        onUnlock={() => setUnlocking(true)}
        renderResume={renderResume}
      />
      {unlocking && <UnlockDialog onOpenChange={setUnlocking} />}
    </>
  );
}

/** A resume drawn read-only, as it prints, in a sheet-shaped frame that scrolls (the history's comparison). */
const renderResume = (data: ResumeData, title: string) => (
  <ArtboardFrame src={paths.artboardPreview} data={data} title={title} className="max-h-[60dvh]" />
);

/** The lock dialog for the resume being edited, mounted while it is asked for (it reads the current data). */
function UnlockDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const resume = useBuilderStore((state) => state.resume);
  const data = useBuilderStore((state) => state.data);
  if (!resume || !data) return null;
  return <LockDialog open onOpenChange={onOpenChange} resume={{ ...resume, data }} />;
}
