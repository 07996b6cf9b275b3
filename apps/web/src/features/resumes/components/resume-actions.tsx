import type { Resume } from "@vitae/schema";
import { Copy, Lock, LockOpen, PencilLine, SquareArrowOutUpRight, Target, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "@/lib/paths";
import { useResumeDialogs } from "../store/resume-dialogs";
import type { DocumentAction } from "./document-menu";

/** A resume's actions, for both of its menus (right-click and the "…" button). */
export function useResumeActions(resume: Resume): DocumentAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openResumeDialog, openLockDialog, openTailorDialog } = useResumeDialogs();
  // The server refuses to change or delete a locked resume; the lock badge says why those are off.
  return [
    {
      key: "open",
      icon: SquareArrowOutUpRight,
      label: t("resumes.menu.open"),
      onSelect: () => void navigate(paths.builder(resume.id)),
    },
    {
      key: "rename",
      icon: PencilLine,
      label: t("resumes.menu.rename"),
      disabled: resume.locked,
      onSelect: () => openResumeDialog("update", resume),
    },
    {
      key: "tailor",
      icon: Target,
      label: t("variants.tailor.menu"),
      onSelect: () => openTailorDialog(resume),
    },
    {
      key: "duplicate",
      icon: Copy,
      label: t("resumes.menu.duplicate"),
      onSelect: () => openResumeDialog("duplicate", resume),
    },
    {
      key: "lock",
      icon: resume.locked ? LockOpen : Lock,
      label: resume.locked ? t("resumes.menu.unlock") : t("resumes.menu.lock"),
      onSelect: () => openLockDialog(resume),
    },
    {
      key: "delete",
      icon: Trash2,
      label: t("resumes.menu.delete"),
      disabled: resume.locked,
      destructive: true,
      onSelect: () => openResumeDialog("delete", resume),
    },
  ];
}
