import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Fingerprint } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Spinner } from "@/components/ui/spinner";
import { showErrorToast } from "@/lib/error-toast";
import { secondFactorPasskeyOptions, verifySecondFactorPasskey } from "../api/passkeys";
import { usePasskeyOptions } from "../hooks/use-passkey-options";
import { useRedirectTarget } from "../hooks/use-redirect-target";
import { getPasskeyAssertion, isPasskeyCancel } from "../passkey-ceremony";
import { setCurrentUser } from "../session";

/** The second sign-in step's other way: one of the account's passkeys instead of a code (offered when it has one). */
export function PasskeySecondFactor() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const { state, take } = usePasskeyOptions(secondFactorPasskeyOptions);
  const [cancelled, setCancelled] = useState(false);
  const verify = useMutation({
    mutationFn: async () => verifySecondFactorPasskey(await getPasskeyAssertion(await take())),
    meta: { errorToast: false },
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      void navigate(target, { replace: true });
    },
    onError: (error) => {
      if (isPasskeyCancel(error)) setCancelled(true);
      else showErrorToast(error);
    },
  });

  if (state !== "available") return null;

  return (
    <div className="grid gap-4">
      <Separator>{t("verifyOtp.or")}</Separator>
      <Button
        type="button"
        variant="outline"
        disabled={verify.isPending}
        onClick={() => {
          setCancelled(false);
          verify.mutate();
        }}
      >
        {verify.isPending ? <Spinner /> : <Fingerprint aria-hidden />}
        {t("verifyOtp.usePasskey")}
      </Button>
      <p role="status" className="text-center text-sm text-muted-foreground empty:hidden">
        {cancelled ? t("passkeys.cancelled") : ""}
      </p>
    </div>
  );
}
