import { emptyOrUrlSchema } from "@vitae/schema";
import { type ComponentProps, type FocusEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { normalizeUrl } from "@/lib/normalize-url";
import { cn } from "@/lib/utils";
import { resumePathAttribute } from "../hooks/use-focus-request";
import { type PathOf, useResumeField } from "../hooks/use-resume-field";
import { TranslationMarker } from "../translations/translation-marker";
import { FieldOverrideMarker } from "./left/override-marker";

type InputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "id">;

/** A text input bound to a field of the resume; `validate` returns the message to show, if any. */
export function TextField({
  path,
  label,
  hint,
  validate,
  className,
  ...props
}: InputProps & {
  path: PathOf<string>;
  label: ReactNode;
  hint?: ReactNode;
  validate?: (value: string) => string | undefined;
}) {
  const [value, setValue] = useResumeField(path);
  return (
    <Field label={label} hint={hint} error={validate?.(value)} className={className}>
      {(control) => (
        <>
          <Input
            {...control}
            {...props}
            {...{ [resumePathAttribute]: path }}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <FieldOverrideMarker fieldPath={path} label={typeof label === "string" ? label : path} />
          <TranslationMarker fieldPath={path} />
        </>
      )}
    </Field>
  );
}

/** The message for a link that is neither empty nor a web address; undefined when it is fine. */
export function useUrlCheck(): (value: string) => string | undefined {
  const { t } = useTranslation();
  return (value) => (emptyOrUrlSchema.safeParse(value).success ? undefined : t("builder.validation.url"));
}

/**
 * What a link input does on blur: a bare domain ("quinn.dev") becomes `https://quinn.dev`. For link inputs
 * that are not bound to a resume path (item dialogs with their own form state): spread it on the input.
 */
export function urlInputProps(value: string, setValue: (next: string) => void) {
  return {
    type: "url",
    inputMode: "url",
    placeholder: "https://",
    spellCheck: false,
    onBlur: (_event: FocusEvent<HTMLInputElement>) => {
      const normalized = normalizeUrl(value);
      if (normalized !== value) setValue(normalized);
    },
  } as const;
}

/**
 * A link bound to a field of the resume: `https://` added to a bare domain when the user leaves it, and the
 * format message while it is not a web address (autosave keeps the stored link meanwhile and saves the rest).
 */
export function UrlField({
  path,
  label,
  hint,
  className,
}: {
  path: PathOf<string>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  const [value, setValue] = useResumeField(path);
  const check = useUrlCheck();
  return (
    <TextField
      path={path}
      label={label}
      hint={hint}
      className={className}
      validate={check}
      {...urlInputProps(value, setValue)}
    />
  );
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Rounds to the step's grid so 0.1 + 0.05 reads 0.15, not 0.15000000000000002. */
const snap = (value: number, step: number) => Number((Math.round(value / step) * step).toFixed(4));

/**
 * A number bound to a field, with its own text while typing: an empty or half-typed value ("1.") is
 * kept on screen and only a number within [min, max] reaches the resume; leaving the field shows the
 * value the resume holds. `presets` are one-click values shown under it.
 */
export function NumberField({
  path,
  label,
  min,
  max,
  step,
  unit,
  presets,
  slider = false,
  placeholder,
}: {
  path: PathOf<number>;
  label: string;
  min: number;
  max: number;
  step: number;
  unit?: string;
  presets?: { label: string; value: number }[];
  /** Also a range slider (for bounded settings such as margins and font sizes). */
  slider?: boolean;
  placeholder?: string;
}) {
  const [value, setValue] = useResumeField(path);
  const [text, setText] = useState(String(value));
  const [editing, setEditing] = useState(false);
  const sliderId = useId();

  useEffect(() => {
    if (!editing) setText(String(value));
  }, [value, editing]);

  const commit = (raw: string) => {
    setText(raw);
    const parsed = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(parsed) || parsed < min || parsed > max) return;
    setValue(parsed);
  };

  return (
    <Field label={label}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {slider && (
            <input
              type="range"
              id={sliderId}
              aria-label={label}
              min={min}
              max={max}
              step={step}
              value={value}
              onChange={(e) => setValue(snap(Number(e.target.value), step))}
              className="h-2 min-w-0 flex-1 basis-32 cursor-pointer accent-primary"
            />
          )}
          {/* A number and its unit read left to right in every language, like the input itself. */}
          <div dir="ltr" className={cn("relative", slider || presets ? "w-28 shrink-0" : "w-full")}>
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={min}
              max={max}
              step={step}
              placeholder={placeholder}
              value={text}
              onFocus={() => setEditing(true)}
              onBlur={() => {
                setEditing(false);
                setText(String(value));
              }}
              onChange={(e) => commit(e.target.value)}
              className={unit ? "pe-9" : undefined}
            />
            {unit && (
              <span className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-xs text-muted-foreground">
                {unit}
              </span>
            )}
          </div>
          {presets && (
            <div className="flex flex-wrap gap-1.5">
              {presets.map((preset) => (
                <button
                  key={preset.label}
                  type="button"
                  aria-pressed={value === preset.value}
                  onClick={() => setValue(clamp(preset.value, min, max))}
                  className="rounded-md border px-2 py-1 text-xs transition-colors hover:bg-muted aria-pressed:border-primary aria-pressed:bg-accent aria-pressed:text-accent-foreground"
                >
                  {preset.label}
                </button>
              ))}
            </div>
          )}
          <FieldOverrideMarker fieldPath={path} label={label} className="basis-full" />
        </div>
      )}
    </Field>
  );
}

/** An on/off setting bound to a field, label on the left. */
export function SwitchField({
  path,
  label,
  description,
}: {
  path: PathOf<boolean>;
  label: string;
  description?: string;
}) {
  const [checked, setChecked] = useResumeField(path);
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {description && <p className="text-xs text-muted-foreground">{description}</p>}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={setChecked} />
      <FieldOverrideMarker fieldPath={path} label={label} className="basis-full" />
    </div>
  );
}

/** A colour: the platform's picker beside the hex value, which can be typed or pasted. */
export function ColorField({ path, label }: { path: PathOf<string>; label: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useResumeField(path);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const isHex = (candidate: string) => /^#[0-9a-f]{6}$/i.test(candidate);

  return (
    <Field label={label}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-2">
          <input
            type="color"
            aria-label={t("builder.fields.colorPicker", { label })}
            value={isHex(value) ? value : "#000000"}
            onChange={(e) => setValue(e.target.value)}
            className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          />
          <Input
            {...control}
            value={text}
            spellCheck={false}
            onChange={(e) => {
              setText(e.target.value);
              if (isHex(e.target.value)) setValue(e.target.value.toLowerCase());
            }}
            onBlur={() => setText(value)}
            className="font-mono"
          />
          <FieldOverrideMarker fieldPath={path} label={label} className="basis-full" />
        </div>
      )}
    </Field>
  );
}
