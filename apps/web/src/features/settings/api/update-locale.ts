import { type LocaleId, UserSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Saves the language on the account, so it follows the user to other browsers. */
export const updateLocale = (locale: LocaleId) => api.patch("/user/me", UserSchema, { locale });
