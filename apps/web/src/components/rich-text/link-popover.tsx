import type { Editor } from "@tiptap/react";
import { Link } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { ToolbarPopover } from "./toolbar-popover";

/** "example.com" means https://example.com; anything with a scheme is left to the Link extension to allow. */
const withScheme = (address: string): string =>
  /^[a-z][a-z\d+.-]*:/i.test(address) ? address : `https://${address}`;

type LinkPopoverProps = { editor: Editor; active: boolean; disabled: boolean };

/** Sets, edits or removes the link under the cursor; with nothing selected the address becomes the link text. */
export function LinkPopover({ editor, active, disabled }: LinkPopoverProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState("");

  const onOpenChange = (next: boolean) => {
    if (next) setAddress(String(editor.getAttributes("link").href ?? ""));
    setOpen(next);
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    setOpen(false);
  };

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (!trimmed) return removeLink();
    const href = withScheme(trimmed);
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: trimmed, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setOpen(false);
  };

  return (
    <ToolbarPopover
      label={t("richText.link")}
      icon={Link}
      active={active}
      disabled={disabled}
      open={open}
      onOpenChange={onOpenChange}
    >
      <form onSubmit={applyLink} className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t("richText.linkAddress")}
        </label>
        <Input
          id={inputId}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="https://"
          inputMode="url"
          autoComplete="url"
        />
        <div className="flex justify-end gap-2">
          {active && (
            <Button variant="ghost" size="sm" onClick={removeLink}>
              {t("richText.removeLink")}
            </Button>
          )}
          <Button type="submit" size="sm">
            {t("richText.applyLink")}
          </Button>
        </div>
      </form>
    </ToolbarPopover>
  );
}
