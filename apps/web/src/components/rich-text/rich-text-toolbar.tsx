import { type Editor, useEditorState } from "@tiptap/react";
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ImagePopover } from "./image-popover";
import { LinkPopover } from "./link-popover";
import { ToolbarButton } from "./toolbar-button";

type Toggle = {
  name: "bold" | "italic" | "underline" | "strike" | "bulletList" | "orderedList";
  icon: LucideIcon;
};

const markToggles: readonly Toggle[] = [
  { name: "bold", icon: Bold },
  { name: "italic", icon: Italic },
  { name: "underline", icon: Underline },
  { name: "strike", icon: Strikethrough },
];
const listToggles: readonly Toggle[] = [
  { name: "bulletList", icon: List },
  { name: "orderedList", icon: ListOrdered },
];

const toggle = (editor: Editor, name: Toggle["name"]): boolean => {
  const chain = editor.chain().focus();
  const commands = {
    bold: () => chain.toggleBold(),
    italic: () => chain.toggleItalic(),
    underline: () => chain.toggleUnderline(),
    strike: () => chain.toggleStrike(),
    bulletList: () => chain.toggleBulletList(),
    orderedList: () => chain.toggleOrderedList(),
  };
  return commands[name]().run();
};

type Alignment = {
  value: string;
  icon: LucideIcon;
  label: "alignLeft" | "alignCenter" | "alignRight" | "alignJustify";
};

const alignments: readonly Alignment[] = [
  { value: "left", icon: AlignLeft, label: "alignLeft" },
  { value: "center", icon: AlignCenter, label: "alignCenter" },
  { value: "right", icon: AlignRight, label: "alignRight" },
  { value: "justify", icon: AlignJustify, label: "alignJustify" },
];

/** Arrow keys move between the toolbar's buttons, as in any toolbar; Tab still reaches each of them too. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
  const next = buttons[(index + (rtl ? -step : step) + buttons.length) % buttons.length];
  event.preventDefault();
  next?.focus();
}

/** A run of related buttons, set off from the next by a hairline. */
const Group = ({ children }: { children: ReactNode }) => (
  <div className="flex items-center gap-0.5 border-e pe-1 last-of-type:border-e-0">{children}</div>
);

type RichTextToolbarProps = {
  editor: Editor;
  /** The id of the editable area the toolbar formats. */
  controls: string;
  disabled: boolean;
  /** Extra controls at the toolbar's end (the AI helper's menu). */
  end?: ReactNode;
};

export function RichTextToolbar({ editor, controls, disabled, end }: RichTextToolbarProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(
        [...markToggles, ...listToggles, { name: "link" }].map(({ name }) => [name, current.isActive(name)]),
      ) as Record<string, boolean>,
      align: alignments.find(({ value }) => current.isActive({ textAlign: value }))?.value ?? "left",
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const renderToggle = ({ name, icon }: Toggle) => (
    <ToolbarButton
      key={name}
      label={t(`richText.${name}`)}
      icon={icon}
      active={state.active[name] ?? false}
      disabled={disabled}
      onClick={() => toggle(editor, name)}
    />
  );

  return (
    <div
      role="toolbar"
      aria-label={t("richText.toolbar")}
      aria-controls={controls}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-x-1 gap-y-0.5 border-b p-1"
    >
      {/* Groups wrap as units, so a narrow panel never strands one button on a line of its own. */}
      <Group>
        {markToggles.map(renderToggle)}
        <LinkPopover editor={editor} active={state.active.link ?? false} disabled={disabled} />
        <ImagePopover editor={editor} disabled={disabled} />
      </Group>
      <Group>{listToggles.map(renderToggle)}</Group>
      <Group>
        {alignments.map(({ value, icon, label }) => (
          <ToolbarButton
            key={value}
            label={t(`richText.${label}`)}
            icon={icon}
            active={state.align === value}
            disabled={disabled}
            onClick={() => editor.chain().focus().setTextAlign(value).run()}
          />
        ))}
      </Group>
      <Group>
        <ToolbarButton
          label={t("richText.undo")}
          icon={Undo2}
          disabled={disabled || !state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        />
        <ToolbarButton
          label={t("richText.redo")}
          icon={Redo2}
          disabled={disabled || !state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        />
      </Group>
      {end && <div className="ms-auto">{end}</div>}
    </div>
  );
}
