import type { Resume } from "@vitae/schema";
import { Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "@/lib/paths";
import { useResumeDialogs } from "../store/resume-dialogs";
import { type DocumentAction, documentActions } from "./document-menu";

/** A resume's actions, for both of its menus (right-click and the "…" button), with "Tailor for a job". */
export function useResumeActions(resume: Resume): DocumentAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openResumeDialog, openLockDialog, openTailorDialog } = useResumeDialogs();
  return documentActions({
    locked: resume.locked,
    t,
    on: {
      open: () => void navigate(paths.builder(resume.id)),
      rename: () => openResumeDialog("update", resume),
      duplicate: () => openResumeDialog("duplicate", resume),
      lock: () => openLockDialog(resume),
      remove: () => openResumeDialog("delete", resume),
    },
    extra: [
      {
        key: "tailor",
        icon: Target,
        label: t("variants.tailor.menu"),
        onSelect: () => openTailorDialog(resume),
      },
    ],
  });
}
