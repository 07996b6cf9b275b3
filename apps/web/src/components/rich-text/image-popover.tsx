import type { Editor } from "@tiptap/react";
import { ImagePlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { ToolbarPopover } from "./toolbar-popover";

/** "example.com/a.png" means https://…; only web addresses and data: images are accepted (the sanitiser agrees). */
export const imageSource = (typed: string): string | undefined => {
  const value = typed.trim();
  if (value === "") return undefined;
  if (/^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(value)) return value;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
};

type ImagePopoverProps = { editor: Editor; disabled: boolean };

/** Inserts an image at the cursor: its address (required) and a text alternative for screen readers. */
export function ImagePopover({ editor, disabled }: ImagePopoverProps) {
  const { t } = useTranslation();
  const srcId = useId();
  const altId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string>();

  const onOpenChange = (next: boolean) => {
    if (next) {
      setSrc("");
      setAlt("");
      setError(undefined);
    }
    setOpen(next);
  };

  const insert = (event: FormEvent) => {
    event.preventDefault();
    if (src.trim() === "") return setError(t("richText.imageRequired"));
    const source = imageSource(src);
    if (!source) return setError(t("richText.imageInvalid"));
    editor.chain().focus().setImage({ src: source, alt: alt.trim() }).run();
    setOpen(false);
  };

  return (
    <ToolbarPopover
      label={t("richText.image")}
      icon={ImagePlus}
      active={false}
      disabled={disabled}
      open={open}
      onOpenChange={onOpenChange}
    >
      <form noValidate onSubmit={insert} className="grid gap-2">
        <label htmlFor={srcId} className="text-sm font-medium">
          {t("richText.imageAddress")}{" "}
          <span aria-hidden className="text-destructive">
            *
          </span>
        </label>
        <Input
          id={srcId}
          value={src}
          onChange={(event) => setSrc(event.target.value)}
          placeholder="https://"
          inputMode="url"
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <p id={errorId} role="alert" className="text-sm text-destructive empty:hidden">
          {error}
        </p>
        <label htmlFor={altId} className="text-sm font-medium">
          {t("richText.imageAlt")}
        </label>
        <Input id={altId} value={alt} onChange={(event) => setAlt(event.target.value)} />
        <div className="flex justify-end">
          <Button type="submit" size="sm">
            {t("richText.insertImage")}
          </Button>
        </div>
      </form>
    </ToolbarPopover>
  );
}
