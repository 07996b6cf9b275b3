import { useTranslation } from "react-i18next";
import { AccountSettings } from "@/features/auth/components/account-settings";
import { ApiKeysSettings } from "@/features/auth/components/api-keys-settings";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { DeleteAccount } from "@/features/auth/components/delete-account";
import { PasskeysSettings } from "@/features/auth/components/passkeys-settings";
import { TwoFactorSettings } from "@/features/auth/components/two-factor-settings";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { DataExport } from "@/features/settings/components/data-export";
import { LanguageSelect } from "@/features/settings/components/language-select";
import { SettingsSection } from "@/features/settings/components/settings-section";
import { ThemeSelect } from "@/features/settings/components/theme-select";

/**
 * /dashboard/settings: account, password, appearance, two-factor, passkeys, API keys, the account's data and the
 * danger zone.
 */
export function Component() {
  const { t } = useTranslation("account");
  const user = useCurrentUser();

  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("settings.title")}</h1>
        <p className="text-muted-foreground">{t("settings.description")}</p>
      </div>
      {user && (
        <>
          <SettingsSection title={t("account.title")} description={t("account.description")}>
            <AccountSettings user={user} />
          </SettingsSection>
          <SettingsSection title={t("password.title")} description={t("password.description")}>
            <ChangePasswordForm user={user} />
          </SettingsSection>
        </>
      )}
      <SettingsSection title={t("appearance.title")} description={t("appearance.description")}>
        <ThemeSelect />
        <LanguageSelect signedIn={Boolean(user)} />
      </SettingsSection>
      {user && (
        <>
          <SettingsSection title={t("twoFactor.title")} description={t("twoFactor.description")}>
            <TwoFactorSettings user={user} />
          </SettingsSection>
          <SettingsSection title={t("passkeys.title")} description={t("passkeys.description")}>
            <PasskeysSettings user={user} />
          </SettingsSection>
          <SettingsSection title={t("apiKeys.title")} description={t("apiKeys.description")}>
            <ApiKeysSettings />
          </SettingsSection>
          <SettingsSection title={t("dataExport.title")} description={t("dataExport.description")}>
            <DataExport />
          </SettingsSection>
          <SettingsSection title={t("danger.title")} description={t("danger.description")} tone="danger">
            <DeleteAccount user={user} />
          </SettingsSection>
        </>
      )}
    </div>
  );
}
