import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { itemFieldsOf, itemKinds, itemSectionKeys } from "@vitae/schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { capabilitiesRoute } from "@/components/ai/testing";
import enUS from "@/locales/en-US.json";
import { mockFetch } from "@/test/fetch-mock";
import { undo, useBuilderStore } from "../../../store/builder-store";
import { useEditorTarget } from "../../../store/editor-target";
import { editedData, makeBuilderResume, renderWithResume } from "../../../testing";
import { ItemDialogHost } from "../item-dialog/item-dialog-host";
import { itemFields } from "../item-dialog/item-fields";
import { SectionRows } from "../section-rows";

const renderPanel = (locked = false) =>
  renderWithResume(
    <>
      <SectionRows />
      <ItemDialogHost />
    </>,
    makeBuilderResume({ locked }),
  );
const card = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no card ${id}`);
  return within(element);
};
const dialog = () => within(screen.getByRole("dialog"));
const itemButton = (id: string) => {
  const button = document.querySelector<HTMLElement>(`[data-item-button="${id}"]`);
  if (!button) throw new Error(`no item ${id}`);
  return button;
};

beforeEach(() => {
  mockFetch({ ...capabilitiesRoute() });
  useEditorTarget.setState({ dialog: null, focus: null });
});
afterEach(() => vi.unstubAllGlobals());

describe("item fields", () => {
  it("are the section registry's fields of each item kind, in its order, each with its kind", () => {
    for (const kind of itemKinds) {
      expect(
        itemFields[kind].map(({ name, kind: fieldKind, required }) => ({ name, kind: fieldKind, required })),
        kind,
      ).toEqual(
        itemFieldsOf(kind).map((field) => ({
          name: field.name,
          kind: field.kind,
          required: field.required !== undefined,
        })),
      );
    }
  });

  it("each have a label in the interface's catalogue, so a new registry field cannot go unnamed", () => {
    for (const kind of itemKinds)
      for (const field of itemFieldsOf(kind))
        expect(labelOf(field.name), `${kind}.${field.name}`).toBeTruthy();
  });
});

describe("section lists and item dialogs", () => {
  it("opens an add dialog with every field for every built-in section, and Cancel changes nothing", async () => {
    const user = userEvent.setup();
    renderPanel();
    const before = editedData();
    for (const key of itemSectionKeys) {
      await user.click(card(`section-${key}`).getByRole("button", { name: /^Add (item|the first item)/ }));
      const name = before.sections[key].name;
      expect(dialog().getByRole("heading", { name: `Add to ${name}` })).toBeInTheDocument();
      for (const field of itemFields[key]) {
        if (field.kind === "url") expect(dialog().getByLabelText("Website")).toBeInTheDocument();
        else if (field.kind === "icon") expect(dialog().getByText("Icon")).toBeInTheDocument();
        else
          expect(
            dialog().getAllByText(new RegExp(`^${labelOf(field.name)}`)).length,
            `${key}.${field.name}`,
          ).toBeGreaterThan(0);
      }
      await user.click(dialog().getByRole("button", { name: "Cancel" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    }
    expect(editedData()).toBe(before);
  });

  it("refuses a missing required field with the schema's message, keeps the dialog and what was typed", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(card("section-experience").getByRole("button", { name: /^Add item/ }));
    await user.type(dialog().getByLabelText("Position"), "Staff Engineer");
    await user.click(dialog().getByRole("button", { name: "Add" }));
    expect(await dialog().findByText("Company is required")).toBeInTheDocument();
    expect(dialog().getByLabelText("Position")).toHaveValue("Staff Engineer");
    expect(dialog().getByLabelText(/^Company/)).toHaveFocus();

    await user.type(dialog().getByLabelText(/^Company/), "Acme");
    await user.type(dialog().getByLabelText("Website"), "acme.example");
    await user.click(dialog().getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [added] = editedData().sections.experience.items;
    expect(added).toMatchObject({
      company: "Acme",
      position: "Staff Engineer",
      url: { href: "https://acme.example" },
    });
    expect(card("section-experience").getByText("Acme")).toBeInTheDocument();

    act(() => undo());
    expect(editedData().sections.experience.items.map((item) => item.company)).not.toContain("Acme");
  });

  it("edits an item live, and Discard changes puts it back", async () => {
    const user = userEvent.setup();
    renderPanel();
    const [job] = editedData().sections.experience.items;
    if (!job) throw new Error("sample job");
    await user.click(itemButton(job.id));
    expect(dialog().getByRole("heading", { name: "Edit an item of Experience" })).toBeInTheDocument();
    const position = dialog().getByLabelText("Position");
    await user.clear(position);
    await user.type(position, "Principal");
    expect(editedData().sections.experience.items[0]?.position).toBe("Principal");

    // An invalid value shows its message; the resume keeps the last valid one; Escape does not close.
    await user.clear(dialog().getByLabelText(/^Company/));
    await user.keyboard("{Escape}");
    expect(await dialog().findByText("Company is required")).toBeInTheDocument();
    expect(editedData().sections.experience.items[0]?.company).toBe(job.company);

    await user.click(dialog().getByRole("button", { name: "Discard changes" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(editedData().sections.experience.items[0]).toEqual(job);
  });

  it("asks before closing a half-filled new item", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(card("section-awards").getByRole("button", { name: /^Add item/ }));
    await user.type(dialog().getByLabelText(/^Title/), "Best talk");
    await user.keyboard("{Escape}");
    expect(dialog().getByRole("alert")).toHaveTextContent("This item is not added yet");
    expect(dialog().getByLabelText(/^Title/)).toHaveValue("Best talk");
    await user.click(dialog().getByRole("button", { name: "Discard" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("splits keywords and sets a level with the slider", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(card("section-skills").getByRole("button", { name: /^Add item/ }));
    await user.type(dialog().getByLabelText("Name"), "Databases");
    await user.type(dialog().getByLabelText("Keywords"), "SQL, Redis ,SQL{Enter}");
    const level = dialog().getByRole("slider", { name: "Level" });
    fireEvent.change(level, { target: { value: "3" } });
    expect(level).toHaveAttribute("aria-valuetext", "3 of 5");
    await user.click(dialog().getByRole("button", { name: "Add" }));
    expect(editedData().sections.skills.items[0]).toMatchObject({
      name: "Databases",
      keywords: ["SQL", "Redis"],
      level: 3,
    });
  });

  it("duplicates (new id), hides and deletes items after confirmation", async () => {
    const user = userEvent.setup();
    renderPanel();
    const [job] = editedData().sections.experience.items;
    if (!job) throw new Error("sample job");
    const experience = card("section-experience");
    await user.click(
      experience.getAllByRole("button", { name: `More for ${job.company}` })[0] as HTMLElement,
    );
    await user.click(await screen.findByRole("menuitem", { name: "Duplicate" }));
    const items = editedData().sections.experience.items;
    expect(items).toHaveLength(3);
    expect(items[1]).toMatchObject({ company: job.company });
    expect(items[1]?.id).not.toBe(job.id);
    // The copy opens for editing.
    await user.click(dialog().getByRole("button", { name: "Done" }));

    await user.click(
      experience.getAllByRole("button", { name: `Hide ${job.company} on the resume` })[0] as HTMLElement,
    );
    expect(editedData().sections.experience.items[0]?.visible).toBe(false);

    await user.click(
      experience.getAllByRole("button", { name: `More for ${job.company}` })[0] as HTMLElement,
    );
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = within(await screen.findByRole("alertdialog"));
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    expect(editedData().sections.experience.items.map((item) => item.id)).not.toContain(job.id);
  });

  it("section menu: columns, rename, reset name, clear with one undo", async () => {
    const user = userEvent.setup();
    renderPanel();
    const menu = () => user.click(card("section-skills").getByRole("button", { name: /^Settings of / }));

    await menu();
    (await screen.findByRole("menuitem", { name: "Columns" })).focus();
    await user.keyboard("{ArrowRight}");
    await user.click(await screen.findByRole("menuitemradio", { name: "3 columns" }));
    expect(editedData().sections.skills.columns).toBe(3);

    await menu();
    await user.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const name = dialog().getByLabelText("Name");
    await user.clear(name);
    await user.click(dialog().getByRole("button", { name: "Rename" }));
    expect(dialog().getByText("Enter a name for the section.")).toBeInTheDocument();
    await user.type(name, "Toolbox");
    await user.click(dialog().getByRole("button", { name: "Rename" }));
    expect(editedData().sections.skills.name).toBe("Toolbox");

    await menu();
    await user.click(await screen.findByRole("menuitem", { name: "Reset name" }));
    expect(editedData().sections.skills.name).toBe("Skills");

    const count = editedData().sections.skills.items.length;
    await menu();
    await user.click(await screen.findByRole("menuitem", { name: "Clear all items" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Clear all items" }),
    );
    expect(editedData().sections.skills.items).toHaveLength(0);
    expect(card("section-skills").getByText(/Nothing in Skills yet/)).toBeInTheDocument();
    act(() => undo());
    expect(editedData().sections.skills.items).toHaveLength(count);
  });

  it("section and item menus: start on a new page and keep together, each one undo step", async () => {
    const user = userEvent.setup();
    renderPanel();
    const menu = () => user.click(card("section-experience").getByRole("button", { name: /^Settings of / }));

    await menu();
    const newPage = await screen.findByRole("menuitemcheckbox", { name: "Start on a new page" });
    expect(newPage).toHaveAttribute("aria-checked", "false");
    await user.click(newPage);
    expect(editedData().sections.experience.pageBreakBefore).toBe(true);
    await menu();
    expect(await screen.findByRole("menuitemcheckbox", { name: "Start on a new page" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Keep together" }));
    expect(editedData().sections.experience).toMatchObject({ pageBreakBefore: true, keepTogether: true });
    act(() => undo());
    expect(editedData().sections.experience).toMatchObject({ pageBreakBefore: true, keepTogether: false });

    const [job] = editedData().sections.experience.items;
    if (!job) throw new Error("sample job");
    await user.click(
      card("section-experience").getAllByRole("button", {
        name: `More for ${job.company}`,
      })[0] as HTMLElement,
    );
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Keep together" }));
    expect(editedData().sections.experience.items[0]).toMatchObject({ id: job.id, keepTogether: true });
    expect(editedData().sections.experience.items[1]?.keepTogether).toBe(false);
  });

  it("adds a custom section to the last page, edits its items, and removes it from the layout too", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: "Add custom section" }));
    const [id] = Object.keys(editedData().sections.custom).filter(
      (key) => !(key in makeBuilderResume().data.sections.custom),
    );
    if (!id) throw new Error("no custom section added");
    expect(editedData().metadata.layout.at(-1)?.[0]?.at(-1)).toBe(`custom.${id}`);
    const custom = card(`section-custom-${id}`);
    expect(custom.getByRole("heading", { name: /Custom Section/ })).toHaveFocus();

    await user.click(custom.getByRole("button", { name: /^Add the first item/ }));
    await user.type(dialog().getByLabelText("Name"), "Conference talk");
    await user.click(dialog().getByRole("button", { name: "Add" }));
    expect(editedData().sections.custom[id]?.items[0]?.name).toBe("Conference talk");

    await user.click(custom.getByRole("button", { name: /^Settings of / }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove section" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove section" }),
    );
    expect(editedData().sections.custom[id]).toBeUndefined();
    expect(editedData().metadata.layout.flat(2)).not.toContain(`custom.${id}`);
  });

  it("brings a section into view when the preview asks, and a locked resume offers no edits", async () => {
    renderPanel(true);
    act(() => useEditorTarget.getState().focusSection("projects"));
    await waitFor(() => expect(card("section-projects").getByRole("heading", { level: 3 })).toHaveFocus());
    expect(card("section-projects").getByRole("button", { name: /^Add item/ })).toBeDisabled();
    const before = editedData();
    act(() => useBuilderStore.getState().update((data) => ({ ...data })));
    expect(editedData()).toBe(before);
  });
});

/** A field's label in the English catalogue, as the dialog shows it. */
function labelOf(field: string): string | undefined {
  return (enUS.builder.itemDialog.fields as Record<string, string | undefined>)[field];
}
