import { emptyOrEmailSchema } from "@vitae/schema";
import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TextField, UrlField, useUrlCheck } from "../fields";
import { PanelSection } from "../panel-section";
import { CustomFields } from "./custom-fields";
import { PictureFields } from "./picture-fields";

/** Messages for the two basics fields with a format; nothing while the value is fine. */
export function useFormatChecks() {
  const { t } = useTranslation();
  return {
    email: (value: string) =>
      emptyOrEmailSchema.safeParse(value).success ? undefined : t("builder.validation.email"),
    url: useUrlCheck(),
  };
}

/** Basics: who the resume is about, how to reach them, and their picture. */
export function BasicsSection() {
  const { t } = useTranslation();
  const check = useFormatChecks();

  return (
    <PanelSection icon={UserRound} title={t("builder.basics.title")} focusKey="basics">
      <PictureFields />
      <TextField path="basics.name" label={t("builder.basics.name")} autoComplete="name" />
      <TextField path="basics.headline" label={t("builder.basics.headline")} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          path="basics.email"
          label={t("builder.basics.email")}
          type="email"
          autoComplete="email"
          validate={check.email}
        />
        <TextField path="basics.phone" label={t("builder.basics.phone")} type="tel" autoComplete="tel" />
      </div>
      <TextField path="basics.location" label={t("builder.basics.location")} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField path="basics.url.label" label={t("builder.basics.urlLabel")} />
        <UrlField
          path="basics.url.href"
          label={t("builder.basics.urlHref")}
          hint={t("builder.basics.urlHint")}
        />
      </div>
      <CustomFields />
    </PanelSection>
  );
}
