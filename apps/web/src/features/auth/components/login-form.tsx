import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type LoginInput, LoginInputSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { login } from "../api/login";
import { showOnFieldOrToast } from "../form-errors";
import { useRedirectQuery, useRedirectTarget } from "../hooks/use-redirect-target";
import { setCurrentUser } from "../session";
import { useValidationMessage } from "../validation";
import { useCaptcha } from "./captcha";

/**
 * E-mail (or username) and password. A `2fa_required` answer continues at the code entry; otherwise the
 * user is remembered and sent on. A refused attempt keeps what was typed (the form is not emptied), says so
 * at the password and puts the cursor there; the bot check is spent either way. The server does not tell which
 * of identifier and password was wrong, and neither does the form.
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
    meta: { errorToast: false },
    onSuccess: ({ status, user }) => {
      if (status === "2fa_required" || !user) {
        void navigate(`${paths.verifyOtp}${redirectQuery}`);
        return;
      }
      setCurrentUser(queryClient, user);
      void navigate(target, { replace: true });
    },
    onError: (error) => {
      captcha.reset();
      showOnFieldOrToast(error, ["InvalidCredentials"], () =>
        form.setError("password", { message: t("login.invalidCredentials") }, { shouldFocus: true }),
      );
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
            // `webauthn`: the browser may offer passkeys among the suggestions (conditional UI).
            autoComplete="username webauthn"
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
      >
        {(control) => (
          <PasswordInput {...control} {...form.register("password")} autoComplete="current-password" />
        )}
      </Field>
      {/* After the field, so Tab reaches the password before this link. */}
      <Link
        to={paths.forgotPassword}
        className="-mt-2 justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("login.forgotPassword")}
      </Link>
      {captcha.widget}
      <Button type="submit" disabled={mutation.isPending || (captcha.enabled && !captcha.token)}>
        {mutation.isPending && <Spinner />}
        {t("login.submit")}
      </Button>
    </form>
  );
}
