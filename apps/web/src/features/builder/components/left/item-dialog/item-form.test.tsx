import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { capabilitiesRoute } from "@/components/ai/testing";
import { i18n } from "@/lib/i18n";
import { mockFetch } from "@/test/fetch-mock";
import { useEditorTarget } from "../../../store/editor-target";
import { renderWithResume } from "../../../testing";
import { ItemDialogHost } from "./item-dialog-host";

const dialog = () => within(screen.getByRole("dialog"));

/** Opens a new experience item in `locale` and submits it with the company missing and a bad link. */
async function submitBrokenItem(locale: string, add: string, website: string) {
  await act(() => i18n.changeLanguage(locale));
  renderWithResume(<ItemDialogHost />);
  act(() => useEditorTarget.getState().openItemDialog({ section: "experience" }));
  const user = userEvent.setup();
  await user.type(dialog().getByLabelText(website), "not a link");
  await user.click(dialog().getByRole("button", { name: add }));
}

beforeEach(() => {
  mockFetch({ ...capabilitiesRoute() });
  useEditorTarget.setState({ dialog: null, focus: null });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en-US"));
});

describe("the item dialog's validation messages", () => {
  it("are in English for an English interface, naming the field by its label", async () => {
    await submitBrokenItem("en-US", "Add", "Website");
    expect(await dialog().findByText("Company is required")).toBeInTheDocument();
    expect(
      dialog().getByText("Enter a valid URL starting with https://, or leave it empty."),
    ).toBeInTheDocument();
  });

  it("are in German for a German interface, not in the schema's English", async () => {
    await submitBrokenItem("de-DE", "Hinzufügen", "Website");
    expect(await dialog().findByText("Unternehmen ist erforderlich")).toBeInTheDocument();
    expect(
      dialog().getByText(
        "Geben Sie eine gültige URL ein, die mit https:// beginnt, oder lassen Sie das Feld leer.",
      ),
    ).toBeInTheDocument();
    expect(dialog().queryByText(/is required/)).not.toBeInTheDocument();
  });

  it("are in Arabic, right to left, for an Arabic interface", async () => {
    await submitBrokenItem("ar-SA", "إضافة", "الموقع الإلكتروني");
    expect(await dialog().findByText("حقل «الشركة» مطلوب")).toBeInTheDocument();
    expect(
      dialog().getByText("أدخل عنوان URL صالحًا يبدأ بـ https://، أو اترك الحقل فارغًا."),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    expect(dialog().queryByText(/is required/)).not.toBeInTheDocument();
  });
});
