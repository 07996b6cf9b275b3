import type { ReactNode } from "react";
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { IconPicker } from "@/components/icon-picker";
import { RichTextEditor } from "@/components/rich-text/rich-text-editor";
import { Field, type FieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TagInput } from "@/components/ui/tag-input";
import { cn } from "@/lib/utils";
import { urlInputProps } from "../../fields";
import type { ItemField } from "./item-fields";

export type ItemFormValues = Record<string, unknown> & { url: { label: string; href: string } };

type Props = {
  field: ItemField;
  control: Control<ItemFormValues>;
  register: UseFormRegister<ItemFormValues>;
  setValue: UseFormSetValue<ItemFormValues>;
  errors: FieldErrors<ItemFormValues>;
  disabled: boolean;
  /** Said under a text field instead of its hint (how it stands in the language being edited). */
  note?: ReactNode;
};

const messageOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;

/** One field of an item dialog, by its kind: text, link (label + address), rich text, keywords, level, icon. */
export function ItemFieldControl({ field, control, register, setValue, errors, disabled, note }: Props) {
  const { t } = useTranslation();
  const label = (
    <>
      {t(`builder.itemDialog.fields.${field.name}` as "builder.itemDialog.fields.name")}
      {field.required && (
        <span aria-hidden className="text-destructive">
          {" "}
          *
        </span>
      )}
    </>
  );
  const error = messageOf(errors[field.name]);
  const wide = field.wide ? "sm:col-span-2" : undefined;
  /** A labelled field whose control react-hook-form drives (rich text, keywords, level, icon). */
  const controlled = (
    hint: ReactNode,
    draw: (input: ControllerRenderProps<ItemFormValues>, props: FieldControlProps) => ReactNode,
  ) => (
    <Field label={label} hint={hint} error={error} className={wide}>
      {(props) => (
        <Controller
          control={control}
          name={field.name}
          render={({ field: input }) => <>{draw(input, props)}</>}
        />
      )}
    </Field>
  );

  switch (field.kind) {
    case "text":
    case "date":
      return (
        <Field label={label} hint={note} error={error} className={wide}>
          {(props) => (
            <Input
              {...props}
              {...register(field.name)}
              required={field.required}
              aria-required={field.required}
              disabled={disabled}
            />
          )}
        </Field>
      );
    case "url": {
      const urlErrors = errors.url as Record<string, unknown> | undefined;
      return (
        // Top-aligned: the link text's hint must not push the address field down beside it.
        <div className={cn("grid items-start gap-4 sm:grid-cols-2", wide)}>
          <Field label={t("builder.itemDialog.fields.urlHref")} error={messageOf(urlErrors?.href)}>
            {(props) => (
              <Controller
                control={control}
                name="url.href"
                render={({ field: input }) => (
                  <Input
                    {...props}
                    ref={input.ref}
                    name={input.name}
                    value={input.value ?? ""}
                    onChange={input.onChange}
                    disabled={disabled}
                    {...urlInputProps(input.value ?? "", (next) =>
                      setValue("url.href", next, { shouldValidate: true, shouldDirty: true }),
                    )}
                  />
                )}
              />
            )}
          </Field>
          <Field label={t("builder.itemDialog.fields.urlLabel")} hint={t("builder.itemDialog.urlLabelHint")}>
            {(props) => <Input {...props} {...register("url.label")} disabled={disabled} />}
          </Field>
        </div>
      );
    }
    case "richText":
      return controlled(note, (input, props) => (
        <RichTextEditor
          id={props.id}
          aria-label={t(`builder.itemDialog.fields.${field.name}` as "builder.itemDialog.fields.name")}
          value={String(input.value ?? "")}
          onChange={input.onChange}
          disabled={disabled}
        />
      ));
    case "keywords":
      return controlled(t("builder.itemDialog.keywordsHint"), (input, props) => (
        <TagInput
          id={props.id}
          aria-describedby={props["aria-describedby"]}
          value={(input.value as string[] | undefined) ?? []}
          onChange={input.onChange}
          disabled={disabled}
          placeholder={t("builder.itemDialog.keywordsPlaceholder")}
          removeLabel={(tag) => t("builder.itemDialog.removeKeyword", { tag })}
        />
      ));
    case "level":
      return controlled(undefined, (input, props) => {
        const level = Number(input.value ?? 0);
        const valueText = t("builder.itemDialog.levelValue", { level });
        return (
          <div className="flex items-center gap-3">
            <input
              {...props}
              ref={input.ref}
              type="range"
              min={0}
              max={5}
              step={1}
              value={level}
              aria-valuetext={valueText}
              disabled={disabled}
              onChange={(event) => input.onChange(Number(event.target.value))}
              className="h-2 flex-1 cursor-pointer accent-primary"
            />
            <output htmlFor={props.id} className="w-16 text-end text-sm tabular-nums text-muted-foreground">
              {valueText}
            </output>
          </div>
        );
      });
    case "icon":
      return controlled(undefined, (input, props) => (
        <IconPicker
          id={props.id}
          value={String(input.value ?? "")}
          onChange={input.onChange}
          label={t("builder.itemDialog.fields.icon")}
        />
      ));
  }
}
