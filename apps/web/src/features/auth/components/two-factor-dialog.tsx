import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type TwoFactorInput, TwoFactorInputSchema } from "@vitae/schema";
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { toastStore } from "@/lib/toast";
import { enableTwoFactor } from "../api/enable-two-factor";
import { setupTwoFactor } from "../api/setup-two-factor";
import { showCodeRefusal } from "../form-errors";
import { useRefreshCurrentUser } from "../hooks/use-refresh-current-user";
import { groupedForTyping, secretOf } from "../totp-secret";
import { useValidationMessage } from "../validation";
import { CopyButton } from "./copy-button";
import { OneTimeCodeInput } from "./one-time-code-input";

/** The setup's steps: create (QR code and URI) → update (enter a code) → duplicate (backup codes) → close. */
export type TwoFactorStep = "create" | "update" | "duplicate";

export const QR_CODE_SIZE = 256;

function CreateStep({
  uri,
  failed,
  onNext,
}: {
  uri: string | undefined;
  failed: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation("account");
  const secret = uri ? secretOf(uri) : undefined;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("twoFactor.create.title")}</DialogTitle>
        <DialogDescription>{t("twoFactor.create.description")}</DialogDescription>
      </DialogHeader>
      {uri ? (
        <div className="grid justify-items-center gap-4">
          <div className="rounded-lg bg-white p-3">
            <QRCodeSVG
              value={uri}
              size={QR_CODE_SIZE}
              role="img"
              aria-label={t("twoFactor.create.qrLabel")}
              className="max-w-full"
              style={{ height: "auto" }}
            />
          </div>
          <div className="grid w-full gap-1.5">
            <p className="text-sm text-muted-foreground">{t("twoFactor.create.uriLabel")}</p>
            <p className="rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all select-all">
              {uri}
            </p>
          </div>
          {secret && (
            <div className="grid w-full gap-1.5">
              <p className="text-sm text-muted-foreground">{t("twoFactor.create.secretLabel")}</p>
              <div className="flex flex-wrap items-center gap-2">
                <code
                  dir="ltr"
                  className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-sm tracking-wider break-words select-all"
                >
                  {groupedForTyping(secret)}
                </code>
                <CopyButton text={secret} label={t("twoFactor.create.copySecret")} />
              </div>
            </div>
          )}
        </div>
      ) : failed ? (
        <p role="alert" className="py-12 text-center text-sm text-destructive">
          {t("twoFactor.create.failed")}
        </p>
      ) : (
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-24 text-sm text-muted-foreground"
        >
          <Spinner />
          {t("twoFactor.create.loading")}
        </p>
      )}
      <DialogFooter>
        <Button onClick={onNext} disabled={!uri}>
          {t("common.continue")}
        </Button>
      </DialogFooter>
    </>
  );
}

function UpdateStep({ onBack, onEnabled }: { onBack: () => void; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const form = useForm({ resolver: zodResolver(TwoFactorInputSchema), defaultValues: { code: "" } });
  const mutation = useMutation({
    mutationFn: enableTwoFactor,
    meta: { errorToast: false },
    onSuccess: ({ backupCodes }) => onEnabled(backupCodes),
    // A refused code goes; the message stays at the field (no toast, which would outlive this step).
    onError: (error) =>
      showCodeRefusal(error, (message) => {
        form.resetField("code");
        form.setError("code", { message }, { shouldFocus: true });
      }),
  });
  const enable = (values: TwoFactorInput) => mutation.mutate(values);

  // Enable does nothing without a code; only a code that is there but wrong gets a message.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.getValues("code")) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(enable)(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("twoFactor.update.title")}</DialogTitle>
        <DialogDescription>{t("twoFactor.update.description")}</DialogDescription>
      </DialogHeader>
      <Field label={t("twoFactor.update.code")} error={message(form.formState.errors.code?.message)}>
        {(control) => <OneTimeCodeInput kind="totp" {...control} {...form.register("code")} autoFocus />}
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={mutation.isPending}>
          {t("common.back")}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner />}
          {t("twoFactor.update.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DuplicateStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation("account");
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("twoFactor.duplicate.title")}</DialogTitle>
        <DialogDescription>{t("twoFactor.duplicate.description")}</DialogDescription>
      </DialogHeader>
      <ul
        aria-label={t("twoFactor.duplicate.listLabel")}
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <DialogFooter>
        <CopyButton text={codes.join("\n")} label={t("twoFactor.duplicate.copy")} />
        <Button onClick={onDone}>{t("common.done")}</Button>
      </DialogFooter>
    </>
  );
}

/**
 * Turning two-factor authentication on. Opening the dialog (through `trigger`) asks the server for a fresh
 * secret. Once enabled, the signed-in user is refreshed so the page shows 2FA as on.
 */
export function TwoFactorSetupDialog({ trigger }: { trigger?: ReactNode }) {
  const { t } = useTranslation("account");
  const refreshUser = useRefreshCurrentUser();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<TwoFactorStep>("create");
  const [backupCodes, setBackupCodes] = useState<string[]>([]);
  const setup = useMutation({ mutationFn: setupTwoFactor });

  const onOpenChange = (next: boolean) => {
    if (next) {
      setStep("create");
      setBackupCodes([]);
      setup.mutate();
    }
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        closeLabel={t("common.close")}
        // Backup codes must not vanish with a stray click outside.
        onInteractOutside={(event) => event.preventDefault()}
      >
        {step === "create" && (
          <CreateStep uri={setup.data?.message} failed={setup.isError} onNext={() => setStep("update")} />
        )}
        {step === "update" && (
          <UpdateStep
            onBack={() => setStep("create")}
            onEnabled={(codes) => {
              setBackupCodes(codes);
              // The codes must be read in full: no earlier error toast may stay on top of them.
              toastStore.dismiss();
              setStep("duplicate");
              void refreshUser();
            }}
          />
        )}
        {step === "duplicate" && <DuplicateStep codes={backupCodes} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
