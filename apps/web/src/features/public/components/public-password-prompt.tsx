import { useTranslation } from "react-i18next";
import { PasswordPrompt } from "@/components/password-prompt";
import { unlockPublicResume } from "../api/public-password";

/**
 * Asks for a protected resume's password. The server remembers the unlock for this browser session (an httpOnly
 * cookie), so `onUnlocked` only has to load the page again.
 */
export function PublicPasswordPrompt({
  username,
  slug,
  onUnlocked,
}: {
  username: string;
  slug: string;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PasswordPrompt
      title={t("ResumePasswordRequired.title", { ns: "errors" })}
      description={t("ResumePasswordRequired.description", { ns: "errors" })}
      label={t("public.locked.password")}
      submit={t("public.locked.submit")}
      unlock={(password) => unlockPublicResume({ username, slug, password })}
      onUnlocked={onUnlocked}
    />
  );
}
