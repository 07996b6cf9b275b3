import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RegisterInput, RegisterInputSchema, resolveLocale } from "@vitae/schema";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { register } from "../api/register";
import { showOnFieldOrToast } from "../form-errors";
import { setCurrentUser } from "../session";
import { useValidationMessage } from "../validation";
import { useCaptcha } from "./captcha";

/** The build setting; the server's 403 SignupDisabled turns the page the same way at run time. */
const signupDisabledAtBuild = import.meta.env.VITE_DISABLE_SIGNUP === "true";

export function RegisterForm() {
  const { t, i18n } = useTranslation("account");
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signupDisabled, setSignupDisabled] = useState(signupDisabledAtBuild);
  const form = useForm({
    resolver: zodResolver(RegisterInputSchema),
    defaultValues: { name: "", username: "", email: "", password: "", locale: resolveLocale(i18n.language) },
  });
  const { errors } = form.formState;

  const captcha = useCaptcha();
  const mutation = useMutation({
    mutationFn: register,
    // The banner says it better than a toast would; every other failure is toasted as usual.
    meta: { errorToast: false },
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      void navigate(paths.verifyEmail, { replace: true });
    },
    // A refusal keeps what was typed (the form is not emptied). A taken account is said at the
    // e-mail field, where the cursor goes; the server does not say whether the e-mail or the username is taken.
    onError: (error) => {
      captcha.reset();
      if (error instanceof ApiError && error.code === "SignupDisabled") {
        setSignupDisabled(true);
        return;
      }
      showOnFieldOrToast(error, ["UserAlreadyExists"], () =>
        form.setError("email", { message: t("register.taken") }, { shouldFocus: true }),
      );
    },
  });

  const onSubmit = (values: RegisterInput) =>
    mutation.mutate(captcha.token ? { ...values, token: captcha.token } : values);

  return (
    <div className="grid gap-4">
      {signupDisabled && (
        <Alert variant="warning" role="alert">
          <AlertTitle>{t("register.disabledTitle")}</AlertTitle>
          <AlertDescription>{t("register.disabledDescription")}</AlertDescription>
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        inert={signupDisabled}
        aria-disabled={signupDisabled || undefined}
        className={signupDisabled ? "pointer-events-none grid gap-4 blur-xs select-none" : "grid gap-4"}
      >
        <Field label={t("register.name")} error={message(errors.name?.message)}>
          {(control) => (
            <Input
              {...control}
              {...form.register("name")}
              autoComplete="name"
              placeholder={t("register.namePlaceholder")}
            />
          )}
        </Field>
        <Field label={t("register.username")} error={message(errors.username?.message)}>
          {(control) => (
            <Input
              {...control}
              {...form.register("username")}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t("register.usernamePlaceholder")}
            />
          )}
        </Field>
        <Field label={t("register.email")} error={message(errors.email?.message)}>
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
        <Field
          label={t("register.password")}
          error={message(errors.password?.message)}
          hint={t("common.passwordRevealHint")}
        >
          {(control) => (
            <PasswordInput {...control} {...form.register("password")} autoComplete="new-password" />
          )}
        </Field>
        {captcha.widget}
        <Button
          type="submit"
          disabled={mutation.isPending || signupDisabled || (captcha.enabled && !captcha.token)}
        >
          {mutation.isPending && <Spinner />}
          {t("register.submit")}
        </Button>
      </form>
    </div>
  );
}
