import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type LoginInput, LoginInputSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { Spinner } from "../../../components/ui/spinner";
import { login } from "../api/login";
import { useRedirectQuery, useRedirectTarget } from "../hooks/use-redirect-target";
import { setCurrentUser } from "../session";
import { useValidationMessage } from "../validation";
import { CaptchaWidget, useCaptcha } from "./captcha";

/**
 * E-mail (or username) and password. A `2fa_required` answer continues at the code entry; otherwise the
 * user is remembered and sent on. A failed attempt empties the form (spec §8) and spends the bot check.
 */
export function LoginForm() {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const redirectQuery = useRedirectQuery();
  const captcha = useCaptcha();
  const form = useForm({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { identifier: "", password: "" },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ status, user }) => {
      if (status === "2fa_required" || !user) {
        void navigate(`/auth/verify-otp${redirectQuery}`);
        return;
      }
      setCurrentUser(queryClient, user);
      void navigate(target, { replace: true });
    },
    onError: () => {
      form.reset();
      captcha.reset();
    },
  });

  const onSubmit = (values: LoginInput) => {
    mutation.mutate(captcha.token ? { ...values, token: captcha.token } : values);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <Field label={t("login.identifier")} error={message(errors.identifier?.message)}>
        {(control) => (
          <Input
            {...control}
            {...form.register("identifier")}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("login.identifierPlaceholder")}
          />
        )}
      </Field>
      <Field
        label={t("login.password")}
        error={message(errors.password?.message)}
        hint={t("common.passwordRevealHint")}
        action={
          <Link
            to="/auth/forgot-password"
            className="rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("login.forgotPassword")}
          </Link>
        }
      >
        {(control) => (
          <PasswordInput {...control} {...form.register("password")} autoComplete="current-password" />
        )}
      </Field>
      <CaptchaWidget />
      <Button type="submit" disabled={mutation.isPending || (captcha.enabled && !captcha.token)}>
        {mutation.isPending && <Spinner />}
        {t("login.submit")}
      </Button>
    </form>
  );
}
