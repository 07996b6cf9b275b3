import { useMutation } from "@tanstack/react-query";
import type { User } from "@vitae/schema";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { disableTwoFactor } from "../api/disable-two-factor";
import { useRefreshCurrentUser } from "../hooks/use-refresh-current-user";
import { ReauthDialog } from "./reauth-dialog";
import { TwoFactorSetupDialog } from "./two-factor-dialog";

/** Whether 2FA is on, with the way to turn it on (the setup dialog) or off (after a confirmation). */
export function TwoFactorSettings({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const refreshUser = useRefreshCurrentUser();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async (answer) => {
      toast({ variant: "success", title: answer.message || t("twoFactor.delete.success") });
      setConfirmOpen(false);
      await refreshUser();
    },
  });

  const enabled = user.twoFactorEnabled;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm">
        {enabled ? (
          <ShieldCheck aria-hidden className="size-5 text-success" />
        ) : (
          <ShieldOff aria-hidden className="size-5 text-muted-foreground" />
        )}
        {enabled ? t("twoFactor.statusOn") : t("twoFactor.statusOff")}
      </p>
      {enabled ? (
        <Button variant="outline" onClick={() => setConfirmOpen(true)}>
          {t("twoFactor.disable")}
        </Button>
      ) : null}
      <TwoFactorSetupDialog trigger={enabled ? undefined : <Button>{t("twoFactor.enable")}</Button>} />
      <ReauthDialog
        user={user}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t("twoFactor.delete.title")}
        description={t("twoFactor.delete.description")}
        confirmLabel={t("twoFactor.delete.confirm")}
        destructive
        onConfirm={disable.mutateAsync}
      />
    </div>
  );
}
