import { queryOptions } from "@tanstack/react-query";
import { CaptchaSettingsSchema } from "@vitae/schema";
import { apiRequest } from "@/lib/api-client";

/** Whether this server asks for a bot check (CAPTCHA=altcha) on sign-in, sign-up and password reset. */
export const captchaSettingsQuery = queryOptions({
  queryKey: ["auth", "captcha"],
  queryFn: () => apiRequest("/auth/captcha", { schema: CaptchaSettingsSchema }),
  staleTime: Number.POSITIVE_INFINITY,
});
