import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type ForgotPasswordInput, ForgotPasswordInputSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { forgotPassword } from "../api/forgot-password";
import { useValidationMessage } from "../validation";
import { useCaptcha } from "./captcha";

/** Before submit: the e-mail field. After: a message in its place (the answer never says whether the address exists). */
export function ForgotPasswordForm() {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const form = useForm({
    resolver: zodResolver(ForgotPasswordInputSchema),
    defaultValues: { email: "" },
  });
  const captcha = useCaptcha();
  // A refused answer (expired, used) gets a fresh widget; what was typed stays.
  const mutation = useMutation({ mutationFn: forgotPassword, onError: () => captcha.reset() });

  if (mutation.isSuccess) {
    return (
      <Alert variant="success" role="status">
        <AlertTitle>{t("forgotPassword.sentTitle")}</AlertTitle>
        <AlertDescription>{t("forgotPassword.sentDescription")}</AlertDescription>
      </Alert>
    );
  }

  const onSubmit = (values: ForgotPasswordInput) =>
    mutation.mutate(captcha.token ? { ...values, token: captcha.token } : values);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <Field label={t("forgotPassword.email")} error={message(form.formState.errors.email?.message)}>
        {(control) => (
          <Input
            {...control}
            {...form.register("email")}
            type="email"
            autoComplete="email"
            placeholder={t("register.emailPlaceholder")}
          />
        )}
      </Field>
      {captcha.widget}
      <Button type="submit" disabled={mutation.isPending || (captcha.enabled && !captcha.token)}>
        {mutation.isPending && <Spinner />}
        {t("forgotPassword.submit")}
      </Button>
    </form>
  );
}
