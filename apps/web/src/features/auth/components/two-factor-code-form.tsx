import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TwoFactorInput, TwoFactorInputSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { verifyTwoFactor } from "../api/verify-two-factor";
import { showCodeRefusal } from "../form-errors";
import { useRedirectQuery, useRedirectTarget } from "../hooks/use-redirect-target";
import { setCurrentUser } from "../session";
import { useValidationMessage } from "../validation";
import { OneTimeCodeInput } from "./one-time-code-input";

/** Second step of a sign-in: the authenticator's 6-digit code (/auth/verify-otp). */
export function TwoFactorCodeForm() {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const redirectQuery = useRedirectQuery();
  const form = useForm({ resolver: zodResolver(TwoFactorInputSchema), defaultValues: { code: "" } });
  const mutation = useMutation({
    mutationFn: verifyTwoFactor,
    meta: { errorToast: false },
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      void navigate(target, { replace: true });
    },
    // A refused code is worth nothing, so it goes; the message stays at the field and the cursor returns to it.
    onError: (error) =>
      showCodeRefusal(error, (message) => {
        form.resetField("code");
        form.setError("code", { message }, { shouldFocus: true });
      }),
  });

  const onSubmit = (values: TwoFactorInput) => mutation.mutate(values);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <Field label={t("verifyOtp.code")} error={message(form.formState.errors.code?.message)}>
        {(control) => <OneTimeCodeInput kind="totp" {...control} {...form.register("code")} />}
      </Field>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending && <Spinner />}
        {t("verifyOtp.submit")}
      </Button>
      <Link
        to={`${paths.backupOtp}${redirectQuery}`}
        className="justify-self-center rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("verifyOtp.useBackupCode")}
      </Link>
    </form>
  );
}
