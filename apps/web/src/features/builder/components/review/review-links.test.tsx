import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReviewLink } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { renderWithResume, testResumeId } from "../../testing";
import { ReviewLinks } from "./review-links";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  act(() => toastStore.dismiss());
});

const base = `/api/resume/${testResumeId}/reviews`;
const link = (overrides: Partial<ReviewLink>): ReviewLink => ({
  id: "0194f7c2-7e1a-7000-8000-0000000000e1",
  name: "Career centre",
  expiresAt: "2026-12-20T09:00:00.000Z",
  hasPassword: false,
  revokedAt: null,
  createdAt: "2026-11-20T09:00:00.000Z",
  openComments: 3,
  ...overrides,
});

const bodyOf = (fetch: ReturnType<typeof mockFetch>, method: string, path: string) =>
  JSON.parse(
    String(
      fetch.mock.calls.find(([url, init]) => init?.method === method && String(url).endsWith(path))?.[1]
        ?.body,
    ),
  ) as unknown;

describe("Ask for review", () => {
  it("creates a named link with an expiry and a password, shows its address to copy and lists it", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T12:00:00.000Z"), toFake: ["Date"] });
    const created = link({
      id: "0194f7c2-7e1a-7000-8000-0000000000e2",
      name: "Ms Rao",
      hasPassword: true,
      openComments: 0,
    });
    let links: ReviewLink[] = [];
    const fetch = mockFetch({
      [`GET ${base}`]: () => jsonResponse(links),
      [`POST ${base}`]: () => {
        links = [created];
        return jsonResponse(
          { id: created.id, token: "t".repeat(43), url: `http://localhost/review/${"t".repeat(43)}` },
          201,
        );
      },
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithResume(<ReviewLinks resumeId={testResumeId} />);

    const create = screen.getByRole("button", { name: "Create link" });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox", { name: "Who is it for?" }), "Ms Rao");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Expires after" }), "7");
    await userEvent.type(screen.getByLabelText("Password (optional)"), "mentor-only");
    await userEvent.click(create);

    await waitFor(() =>
      expect(bodyOf(fetch, "POST", base)).toEqual({
        name: "Ms Rao",
        expiresAt: "2026-12-04T12:00:00.000Z",
        password: "mentor-only",
      }),
    );
    const address = await screen.findByRole("textbox", { name: "Address of the link “Ms Rao”" });
    expect(address).toHaveValue(`http://localhost/review/${"t".repeat(43)}`);
    const row = address.closest("li") as HTMLElement;
    expect(row).toHaveTextContent("Ms Rao");
    expect(row).toHaveTextContent("Open comments: 0");
    expect(row).toHaveTextContent("Password");
    await userEvent.click(within(row).getByRole("button", { name: "Copy the link “Ms Rao”" }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost/review/${"t".repeat(43)}`);
    expect(screen.getByRole("textbox", { name: "Who is it for?" })).toHaveValue("");
  });

  it("invites a reviewer by e-mail in the language chosen, and revokes a link after asking", async () => {
    let links = [
      link({}),
      link({
        id: "0194f7c2-7e1a-7000-8000-0000000000e3",
        name: "Old",
        revokedAt: "2026-11-21T09:00:00.000Z",
      }),
    ];
    const fetch = mockFetch({
      [`GET ${base}`]: () => jsonResponse(links),
      [`POST ${base}/${links[0]?.id}/invite`]: () => jsonResponse({ to: "rao@example.com" }, 202),
      [`DELETE ${base}/${links[0]?.id}`]: () => {
        links = links.map((entry) => ({ ...entry, revokedAt: "2026-11-27T09:00:00.000Z" }));
        return new Response(null, { status: 204 });
      },
    });
    renderWithResume(<ReviewLinks resumeId={testResumeId} />);
    const rows = await screen.findAllByRole("listitem");
    // Newest first; a revoked link offers nothing more to do.
    expect(rows[0]).toHaveTextContent("Old");
    expect(rows[0]).toHaveTextContent("Revoked");
    expect(within(rows[0] as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    const live = rows[1] as HTMLElement;
    expect(live).toHaveTextContent("Open comments: 3");
    expect(live).toHaveTextContent("Expires Dec 20, 2026");

    await userEvent.click(within(live).getByRole("button", { name: "Invite by e-mail" }));
    await userEvent.type(within(live).getByRole("textbox", { name: "Reviewer's e-mail" }), "rao@example.com");
    await userEvent.selectOptions(
      within(live).getByRole("combobox", { name: "Language of the e-mail" }),
      "de-DE",
    );
    await userEvent.click(within(live).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to rao@example.com")).toBeInTheDocument();
    expect(bodyOf(fetch, "POST", "/invite")).toEqual({ email: "rao@example.com", language: "de-DE" });

    await userEvent.click(within(live).getByRole("button", { name: "Revoke" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke “Career centre”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(requestLog(fetch)).toContain(`DELETE ${base}/${links[0]?.id}`));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Revoke" })).not.toBeInTheDocument());
  });
});
