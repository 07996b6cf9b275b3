import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PasskeyAuthenticationResponse } from "@vitae/schema";
import { Fingerprint } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { showErrorToast } from "@/lib/error-toast";
import { passkeySignInOptions, signInWithPasskey } from "../api/passkeys";
import { usePasskeyOptions } from "../hooks/use-passkey-options";
import { useRedirectTarget } from "../hooks/use-redirect-target";
import {
  cancelPasskeyCeremony,
  getPasskeyAssertion,
  isPasskeyCancel,
  passkeyAutofillSupported,
} from "../passkey-ceremony";
import { setCurrentUser } from "../session";

/**
 * "Sign in with a passkey" on the login page, and the same offer in the username field's autofill where the
 * browser supports it (conditional UI: the field's `autocomplete` names `webauthn`). Shown only when the
 * server offers passkeys and the browser can use them. A passkey signs in on its own, two-factor included.
 */
export function PasskeySignIn({ autofill }: { autofill: boolean }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const options = usePasskeyOptions(passkeySignInOptions);
  const [cancelled, setCancelled] = useState(false);

  const signIn = useMutation({
    mutationFn: signInWithPasskey,
    meta: { errorToast: false },
    onSuccess: ({ user }) => {
      if (user) setCurrentUser(queryClient, user);
      void navigate(target, { replace: true });
    },
    onError: (error) => showErrorToast(error),
  });
  const { mutate } = signIn;

  const settle = (ceremony: Promise<PasskeyAuthenticationResponse>) =>
    ceremony.then(
      (response) => mutate(response),
      (error: unknown) => {
        if (isPasskeyCancel(error)) setCancelled(true);
        else showErrorToast(error);
      },
    );

  // Autofill: waits in the background for the person to pick a passkey in the username field's suggestions.
  const { state, take } = options;
  useEffect(() => {
    if (!autofill || state !== "available") return;
    let current = true;
    void passkeyAutofillSupported().then(async (supported) => {
      if (!supported || !current) return;
      const ceremony = getPasskeyAssertion(await take(), { autofill: true });
      ceremony.then(
        (response) => {
          if (current) mutate(response);
        },
        () => {
          // Replaced by the button's ceremony or left behind with the page: nothing to say.
        },
      );
    });
    return () => {
      current = false;
      cancelPasskeyCeremony();
    };
  }, [autofill, state, take, mutate]);

  if (state !== "available") return null;

  const start = async () => {
    setCancelled(false);
    // Starting a ceremony ends the waiting autofill one (the browser allows one at a time).
    await settle(take().then((fresh) => getPasskeyAssertion(fresh)));
  };

  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" disabled={signIn.isPending} onClick={() => void start()}>
        {signIn.isPending ? <Spinner /> : <Fingerprint aria-hidden />}
        {t("login.passkey")}
      </Button>
      <p role="status" className="text-center text-sm text-muted-foreground empty:hidden">
        {cancelled ? t("passkeys.cancelled") : ""}
      </p>
    </div>
  );
}
