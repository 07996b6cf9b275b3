import { useNavigate } from "react-router";
import { paths } from "@/lib/paths";
import { useHotkey } from "@/lib/use-hotkey";

/** Shift+R opens the resumes, Shift+S the settings, Shift+Q logs out (never while typing). */
export function useDashboardHotkeys({ onSignOut }: { onSignOut: () => void }): void {
  const navigate = useNavigate();
  useHotkey({ key: "r", shift: true }, () => void navigate(paths.resumes));
  useHotkey({ key: "s", shift: true }, () => void navigate(paths.settings));
  useHotkey({ key: "q", shift: true }, onSignOut);
}
