import { zodResolver } from "@hookform/resolvers/zod";
import {
  ChangePasswordInputSchema,
  type Reauthentication,
  TwoFactorInputSchema,
  type User,
} from "@vitae/schema";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { useValidationMessage } from "../validation";
import { OneTimeCodeInput } from "./one-time-code-input";

type ProofKind = "password" | "code" | "none";

const PasswordProofSchema = ChangePasswordInputSchema.pick({ currentPassword: true });

/**
 * Accounts with a password confirm with it; provider accounts (no password) with a current 2FA code, or,
 * without 2FA, with nothing: the server then accepts only a recent sign-in.
 */
const defaultProof = (user: User): ProofKind => {
  if (user.provider === "email") return "password";
  return user.twoFactorEnabled ? "code" : "none";
};

function PasswordProofForm({
  formId,
  onProof,
}: {
  formId: string;
  onProof: (proof: Reauthentication) => void;
}) {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const form = useForm({
    resolver: zodResolver(PasswordProofSchema),
    defaultValues: { currentPassword: "" },
  });
  return (
    <form
      id={formId}
      noValidate
      onSubmit={form.handleSubmit(({ currentPassword }) => onProof({ password: currentPassword }))}
    >
      <Field label={t("reauth.password")} error={message(form.formState.errors.currentPassword?.message)}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register("currentPassword")}
            autoComplete="current-password"
            autoFocus
          />
        )}
      </Field>
    </form>
  );
}

function CodeProofForm({ formId, onProof }: { formId: string; onProof: (proof: Reauthentication) => void }) {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const form = useForm({ resolver: zodResolver(TwoFactorInputSchema), defaultValues: { code: "" } });
  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(onProof)}>
      <Field label={t("reauth.code")} error={message(form.formState.errors.code?.message)}>
        {(control) => <OneTimeCodeInput kind="totp" {...control} {...form.register("code")} autoFocus />}
      </Field>
    </form>
  );
}

/**
 * Confirms a dangerous change (disabling 2FA, deleting the account, changing the e-mail) by
 * asking for the password or a 2FA code. `onConfirm` does the change; a failure keeps the dialog open with
 * an empty field, and the error itself is toasted by the query client.
 */
export function ReauthDialog({
  user,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: (proof: Reauthentication) => Promise<unknown>;
}) {
  const { t } = useTranslation("account");
  const [kind, setKind] = useState<ProofKind>(() => defaultProof(user));
  const [pending, setPending] = useState(false);
  // A new key after a failure mounts an empty form.
  const [attempt, setAttempt] = useState(0);
  const formId = `reauth-${attempt}`;
  const canSwitch = user.provider === "email" && user.twoFactorEnabled;
  // Each opening starts from the account's usual proof, however the last one ended.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setKind(defaultProof(user));
  }

  const confirm = async (proof: Reauthentication) => {
    setPending(true);
    try {
      await onConfirm(proof);
    } catch {
      setAttempt((count) => count + 1);
    } finally {
      setPending(false);
    }
  };

  const changeOpen = (next: boolean) => {
    if (pending) return;
    onOpenChange(next);
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <div className="grid gap-1.5">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </div>
        {kind === "none" ? (
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm({});
            }}
          >
            <p className="text-sm text-muted-foreground">{t("reauth.recentSignIn")}</p>
          </form>
        ) : kind === "password" ? (
          <PasswordProofForm key={formId} formId={formId} onProof={confirm} />
        ) : (
          <CodeProofForm key={formId} formId={formId} onProof={confirm} />
        )}
        {canSwitch && (
          <Button
            variant="link"
            size="sm"
            className="h-auto justify-self-start p-0"
            onClick={() => setKind(kind === "password" ? "code" : "password")}
          >
            {kind === "password" ? t("reauth.useCode") : t("reauth.usePassword")}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={pending}>
              {t("common.cancel")}
            </Button>
          </AlertDialogCancel>
          <Button
            type="submit"
            form={formId}
            variant={destructive ? "destructive" : "primary"}
            disabled={pending}
          >
            {pending && <Spinner />}
            {confirmLabel}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
