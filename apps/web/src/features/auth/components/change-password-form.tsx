import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type ChangePasswordInput, ChangePasswordInputSchema, type User } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { changePassword } from "../api/change-password";
import { showOnFieldOrToast } from "../form-errors";
import { useValidationMessage } from "../validation";

/** Current and new password; accounts created through a provider have no password to change. */
export function ChangePasswordForm({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const form = useForm({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: changePassword,
    meta: { errorToast: false },
    onSuccess: () => {
      toast({
        variant: "success",
        title: t("password.successTitle"),
        description: t("password.successDescription"),
      });
      form.reset();
    },
    // A wrong current password keeps both fields as typed and says which one is wrong.
    onError: (error) =>
      showOnFieldOrToast(error, ["InvalidCredentials"], () =>
        form.setError("currentPassword", { message: t("password.currentIncorrect") }, { shouldFocus: true }),
      ),
  });

  if (user.provider !== "email") {
    return <p className="text-sm text-muted-foreground">{t("password.oauthAccount")}</p>;
  }

  const onSubmit = (values: ChangePasswordInput) => mutation.mutate(values);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:max-w-sm">
      <Field label={t("password.current")} error={message(errors.currentPassword?.message)}>
        {(control) => (
          <PasswordInput {...control} {...form.register("currentPassword")} autoComplete="current-password" />
        )}
      </Field>
      <Field
        label={t("password.new")}
        error={message(errors.newPassword?.message)}
        hint={t("common.passwordRevealHint")}
      >
        {(control) => (
          <PasswordInput {...control} {...form.register("newPassword")} autoComplete="new-password" />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner />}
          {t("password.submit")}
        </Button>
      </div>
    </form>
  );
}
