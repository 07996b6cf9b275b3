import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { defaultLayout, findSectionInLayout, sampleResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { undo } from "../../../store/builder-store";
import { editedData, makeBuilderResume, renderWithResume } from "../../../testing";
import { LayoutSection } from "../layout-section";
import { columnDropId, dropMove, withMove } from "./layout-moves";

const custom = Object.keys(sampleResumeData.sections.custom).map((id) => `custom.${id}`);
const layout = [
  [
    ["summary", "experience", "education"],
    ["skills", "profiles"],
  ],
  [[], ["awards", ...custom]],
];
const withLayout = () => ({ ...sampleResumeData, metadata: { ...sampleResumeData.metadata, layout } });
const render = (locked = false) =>
  renderWithResume(<LayoutSection />, makeBuilderResume({ data: withLayout(), locked }));
const placeOf = (id: string) => findSectionInLayout(editedData().metadata.layout, id);

describe("layout moves", () => {
  it("drops onto a section (its place) or onto a column (its end), within and across pages", () => {
    expect(dropMove(layout, "summary", "education")?.to).toEqual({ page: 0, column: 0, index: 2 });
    expect(dropMove(layout, "education", "summary")?.to).toEqual({ page: 0, column: 0, index: 0 });
    expect(dropMove(layout, "skills", columnDropId(1, 0))?.to).toEqual({ page: 1, column: 0, index: 0 });
    expect(dropMove(layout, "skills", columnDropId(0, 1))?.to).toEqual({ page: 0, column: 1, index: 1 });
    expect(dropMove(layout, "skills", "skills")).toBeNull();
    expect(dropMove(layout, "nope", "skills")).toBeNull();
    expect(dropMove(layout, "skills", columnDropId(9, 0))).toBeNull();
  });

  it("returns the original resume when a move fails or changes nothing", () => {
    const data = withLayout();
    expect(withMove(data, null)).toBe(data);
    expect(
      withMove(data, {
        sectionId: "ghost",
        from: { page: 0, column: 0 },
        to: { page: 1, column: 0, index: 0 },
      }),
    ).toBe(data);
    expect(
      withMove(data, {
        sectionId: "skills",
        from: { page: 0, column: 1 },
        to: { page: 1, column: 0, index: 5 },
      }),
    ).toBe(data);
    const moved = withMove(data, dropMove(layout, "skills", columnDropId(1, 0)));
    expect(moved.metadata.layout[1]?.[0]).toEqual(["skills"]);
    expect(data.metadata.layout).toEqual(layout);
  });
});

describe("the layout editor", () => {
  it("shows pages with their columns and what the template does with the second one", () => {
    render();
    const pages = screen.getAllByRole("region", { name: /^Page \d$/ });
    expect(pages).toHaveLength(2);
    expect(within(pages[0] as HTMLElement).getByRole("list", { name: "Page 1 · Main" })).toHaveTextContent(
      /Summary.*Experience.*Education/,
    );
    // The sample uses an institution template with one column.
    expect(screen.getByText(/prints one column/)).toBeInTheDocument();
  });

  it("moves a section with its menu, and undo takes the move back in one step", async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole("button", { name: "Move Experience" }));
    await user.click(await screen.findByRole("menuitem", { name: "Page 2 · Main" }));
    expect(placeOf("experience")).toEqual({ page: 1, column: 0, index: 0 });
    act(() => undo());
    expect(placeOf("experience")).toEqual({ page: 0, column: 0, index: 1 });
  });

  it("adds a page, deletes one (its sections go to page 1, after confirmation) and resets the layout", async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole("button", { name: "Add page" }));
    expect(editedData().metadata.layout).toHaveLength(3);
    // An empty page goes without asking.
    await user.click(screen.getByRole("button", { name: "Delete page 3" }));
    expect(editedData().metadata.layout).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Delete page 2" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(editedData().metadata.layout).toHaveLength(1);
    expect(placeOf("awards")).toEqual({ page: 0, column: 1, index: 2 });
    expect(custom.length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Delete page 1" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset layout" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Reset layout" }),
    );
    expect(editedData().metadata.layout).toEqual([
      [[...(defaultLayout[0]?.[0] ?? []), ...custom], defaultLayout[0]?.[1]],
    ]);
  });

  it("is read-only on a locked resume", () => {
    render(true);
    expect(screen.getByRole("button", { name: "Add page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Experience" })).toBeDisabled();
  });
});
