import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BackupCodeInput, BackupCodeInputSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { verifyBackupCode } from "../api/verify-backup-code";
import { useRedirectTarget } from "../hooks/use-redirect-target";
import { setCurrentUser } from "../session";
import { useValidationMessage } from "../validation";
import { OneTimeCodeInput } from "./one-time-code-input";

/**
 * Second step of a sign-in with one of the saved backup codes (/auth/backup-otp). A refused code
 * empties the field and says nothing, so the page does not confirm which codes were ever valid.
 */
export function BackupCodeForm() {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const form = useForm({ resolver: zodResolver(BackupCodeInputSchema), defaultValues: { code: "" } });
  const mutation = useMutation({
    mutationFn: verifyBackupCode,
    meta: { errorToast: false },
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      void navigate(target, { replace: true });
    },
    onError: () => {
      form.reset();
      form.setFocus("code");
    },
  });

  const onSubmit = (values: BackupCodeInput) => mutation.mutate(values);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <Field label={t("backupOtp.code")} error={message(form.formState.errors.code?.message)}>
        {(control) => <OneTimeCodeInput kind="backup" {...control} {...form.register("code")} />}
      </Field>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending && <Spinner />}
        {t("backupOtp.submit")}
      </Button>
    </form>
  );
}
