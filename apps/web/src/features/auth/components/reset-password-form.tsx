import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type ResetPasswordInput, ResetPasswordInputSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { resetPassword } from "../api/reset-password";
import { useValidationMessage } from "../validation";

/** The new password for the account the e-mailed `token` belongs to; success continues at the login screen. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ResetPasswordInputSchema),
    defaultValues: { token, password: "" },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({
        variant: "success",
        title: t("resetPassword.successTitle"),
        description: t("resetPassword.successDescription"),
      });
      void navigate(paths.login, { replace: true });
    },
    // The new password was fine whatever went wrong (an expired link, the server away): it stays for a retry.
  });

  const onSubmit = (values: ResetPasswordInput) => mutation.mutate(values);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <Field
        label={t("resetPassword.password")}
        error={message(form.formState.errors.password?.message)}
        hint={t("common.passwordRevealHint")}
      >
        {(control) => (
          <PasswordInput {...control} {...form.register("password")} autoComplete="new-password" />
        )}
      </Field>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending && <Spinner />}
        {t("resetPassword.submit")}
      </Button>
    </form>
  );
}
