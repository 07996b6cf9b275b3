import { isSupportedLocale, localizeResumeData } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/select";
import { languagesByOwnName } from "@/lib/language-names";
import { useBuilderStore } from "../../store/builder-store";

const languageOptions = languagesByOwnName();

/**
 * The resume's own language (not the interface's): the words templates print and the reading direction follow
 * it, and sections still named by default take the new language's names. One undo step.
 */
export function ResumeLanguageField() {
  const { t } = useTranslation();
  const locale = useBuilderStore((state) => state.data?.metadata.locale ?? "en-US");
  const update = useBuilderStore((state) => state.update);
  return (
    <Field label={t("builder.page.language")} hint={t("builder.page.languageHint")}>
      {(control) => (
        <NativeSelect
          {...control}
          value={locale}
          onChange={(event) => {
            const next = event.target.value;
            if (isSupportedLocale(next)) update((data) => localizeResumeData(data, next));
          }}
        >
          {languageOptions.map((language) => (
            <option key={language.locale} value={language.locale} lang={language.locale}>
              {language.ownName}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
