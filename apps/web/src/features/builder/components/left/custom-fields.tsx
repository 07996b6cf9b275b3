import type { CustomField } from "@vitae/schema";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconPicker } from "@/components/icon-picker";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useResumeField } from "../../hooks/use-resume-field";
import { TextField } from "../fields";

/** The icon of custom field `index`, chosen from the icons the templates draw. */
function CustomFieldIcon({ index }: { index: number }) {
  const { t } = useTranslation();
  const [icon, setIcon] = useResumeField(`basics.customFields.${index}.icon`);
  const label = t("builder.customFields.icon");
  return (
    <Field label={label}>
      {(control) => <IconPicker id={control.id} value={icon} onChange={setIcon} label={label} />}
    </Field>
  );
}

/** A new field's id: unique within the resume; the server does not look at it. */
const newFieldId = () => crypto.randomUUID();

/** Custom fields: extra lines of contact details (icon, name, value), added and removed at will. */
export function CustomFields() {
  const { t } = useTranslation();
  const [fields, setFields] = useResumeField("basics.customFields");

  const add = () =>
    setFields([...fields, { id: newFieldId(), icon: "", name: "", value: "" } satisfies CustomField]);
  const remove = (id: string) => setFields(fields.filter((field) => field.id !== id));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">{t("builder.customFields.title")}</legend>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("builder.customFields.empty")}</p>
      )}
      <ul className="grid gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-lg border p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-muted-foreground">
                {t("builder.customFields.item", { number: index + 1 })}
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t("builder.customFields.remove", { number: index + 1 })}
                onClick={() => remove(field.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            <div className="grid items-start gap-3 sm:grid-cols-[9rem_1fr_1fr]">
              <CustomFieldIcon index={index} />
              <TextField path={`basics.customFields.${index}.name`} label={t("builder.customFields.name")} />
              <TextField
                path={`basics.customFields.${index}.value`}
                label={t("builder.customFields.value")}
              />
            </div>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden />
          {t("builder.customFields.add")}
        </Button>
      </div>
    </fieldset>
  );
}
