import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capabilitiesRoute, deferred } from "@/components/ai/testing";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch } from "@/test/fetch-mock";
import { editedData, makeBuilderResume, renderWithResume } from "../../testing";
import { BasicsSection } from "./basics-section";

const uploaded = "http://localhost:3000/storage/pictures/0194f7c2/picture.webp";
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });
const withoutPicture = () => {
  const resume = makeBuilderResume();
  return {
    ...resume,
    data: {
      ...resume.data,
      basics: { ...resume.data.basics, picture: { ...resume.data.basics.picture, url: "" } },
    },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

describe("basics", () => {
  it("uploads a picture: busy with a spinner, then shows it and puts its URL in the resume", async () => {
    const answer = deferred();
    const fetch = mockFetch({ "PUT /api/storage/image": () => answer.promise, ...capabilitiesRoute() });
    renderWithResume(<BasicsSection />, withoutPicture());
    expect(screen.queryByRole("img", { name: "The resume's picture" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove picture" })).toBeDisabled();

    await userEvent.upload(screen.getByLabelText("Upload picture"), png());

    const busy = screen.getByRole("button", { name: "Uploading…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe("PUT");
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData | undefined)?.get("file")).toBeInstanceOf(File);

    answer.resolve(jsonResponse({ data: uploaded }));

    expect(await screen.findByRole("img", { name: "The resume's picture" })).toHaveAttribute("src", uploaded);
    expect(await screen.findByRole("button", { name: "Upload picture" })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: "Picture URL" })).toHaveValue(uploaded);
    expect(editedData().basics.picture.url).toBe(uploaded);

    await userEvent.click(screen.getByRole("button", { name: "Remove picture" }));
    expect(editedData().basics.picture.url).toBe("");
    expect(screen.queryByRole("img", { name: "The resume's picture" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal as a toast and keeps the resume as it was", async () => {
    mockFetch({
      "PUT /api/storage/image": () => errorResponse(415, "InvalidImage"),
      ...capabilitiesRoute(),
    });
    renderWithResume(<BasicsSection />, withoutPicture());

    await userEvent.upload(screen.getByLabelText("Upload picture"), png());

    expect(await screen.findByText("Not a supported image")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload picture" })).toBeEnabled();
    expect(editedData().basics.picture.url).toBe("");
  });

  it("sets ratio and corners from presets, and toggles the effects", async () => {
    mockFetch(capabilitiesRoute());
    renderWithResume(<BasicsSection />);
    await userEvent.click(screen.getByText("Size, shape and effects"));

    await userEvent.click(screen.getByRole("button", { name: "Portrait" }));
    await userEvent.click(screen.getByRole("button", { name: "Circle" }));
    await userEvent.click(screen.getByRole("switch", { name: "Grayscale" }));

    expect(editedData().basics.picture).toMatchObject({
      aspectRatio: 0.75,
      borderRadius: 9999,
      effects: { grayscale: true },
    });
    expect(screen.getByRole("button", { name: "Portrait" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("spinbutton", { name: "Size" })).toHaveAttribute("placeholder", "128");
    const ratio = screen.getByRole("spinbutton", { name: "Aspect ratio" });
    expect(ratio).toHaveAttribute("min", "0.1");
    expect(ratio).toHaveAttribute("max", "2");
    expect(ratio).toHaveAttribute("step", "0.05");
    const radius = screen.getByRole("spinbutton", { name: "Border radius" });
    expect(radius).toHaveAttribute("max", "9999");
    expect(radius).toHaveAttribute("step", "2");
  });

  it("flags an invalid e-mail and website URL, and accepts them empty", async () => {
    mockFetch(capabilitiesRoute());
    renderWithResume(<BasicsSection />);
    const email = screen.getByRole("textbox", { name: "Email" });
    const href = screen.getByRole("textbox", { name: "Website URL" });
    expect(href).toHaveAccessibleDescription("A full web address, such as https://example.com.");

    fireEvent.change(email, { target: { value: "ada@" } });
    fireEvent.change(href, { target: { value: "ada.dev" } });
    expect(email).toBeInvalid();
    expect(screen.getByText("Enter a valid email address, or leave it empty.")).toBeInTheDocument();
    expect(href).toBeInvalid();
    expect(
      screen.getByText("Enter a valid URL starting with https://, or leave it empty."),
    ).toBeInTheDocument();

    fireEvent.change(email, { target: { value: "" } });
    fireEvent.change(href, { target: { value: "https://ada.dev" } });
    expect(email).toBeValid();
    expect(href).toBeValid();
    expect(editedData().basics.url.href).toBe("https://ada.dev");
  });

  it("adds and removes custom fields", async () => {
    mockFetch(capabilitiesRoute());
    const resume = makeBuilderResume();
    renderWithResume(<BasicsSection />, {
      ...resume,
      data: { ...resume.data, basics: { ...resume.data.basics, customFields: [] } },
    });
    const fields = within(screen.getByRole("group", { name: "Custom fields" }));

    await userEvent.click(fields.getByRole("button", { name: "Add a custom field" }));
    await userEvent.type(fields.getByRole("textbox", { name: "Name" }), "Nationality");
    await userEvent.type(fields.getByRole("textbox", { name: "Value" }), "British");
    await waitFor(() =>
      expect(editedData().basics.customFields).toEqual([
        expect.objectContaining({ name: "Nationality", value: "British", icon: "" }),
      ]),
    );

    await userEvent.click(fields.getByRole("button", { name: "Remove field 1" }));
    expect(editedData().basics.customFields).toEqual([]);
  });

  it("gives a custom field its icon from the picker, stored as the icon's slug", async () => {
    const resume = makeBuilderResume();
    renderWithResume(<BasicsSection />, {
      ...resume,
      data: { ...resume.data, basics: { ...resume.data.basics, customFields: [] } },
    });
    const fields = within(screen.getByRole("group", { name: "Custom fields" }));
    await userEvent.click(fields.getByRole("button", { name: "Add a custom field" }));

    await userEvent.click(fields.getByRole("button", { name: "Icon: No icon" }));
    await userEvent.type(screen.getByRole("combobox", { name: "Search icons" }), "linkedin{Enter}");

    expect(editedData().basics.customFields).toEqual([expect.objectContaining({ icon: "linkedin" })]);
    expect(fields.getByRole("button", { name: "Icon: LinkedIn" })).toBeInTheDocument();
  });

  it("adds https:// to a bare domain when a link field is left, and leaves a stored path alone", async () => {
    renderWithResume(<BasicsSection />);
    const website = screen.getByRole("textbox", { name: "Website URL" });
    await userEvent.clear(website);
    await userEvent.type(website, "quinn.dev{Tab}");
    expect(website).toHaveValue("https://quinn.dev");
    expect(editedData().basics.url.href).toBe("https://quinn.dev");

    const picture = screen.getByRole("textbox", { name: "Picture URL" });
    await userEvent.clear(picture);
    await userEvent.type(picture, "cdn.example.com/me.jpg{Tab}");
    expect(editedData().basics.picture.url).toBe("https://cdn.example.com/me.jpg");
    await userEvent.clear(picture);
    await userEvent.type(picture, "/storage/pictures/me.webp{Tab}");
    expect(editedData().basics.picture.url).toBe("/storage/pictures/me.webp");
  });
});
