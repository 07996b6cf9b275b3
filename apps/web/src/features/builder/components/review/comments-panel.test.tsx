import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReviewComment } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { builderHistory, undo } from "../../store/builder-store";
import { editedData, makeBuilderResume, renderWithResume, testResumeId } from "../../testing";
import { SharingSection } from "../right/sharing-section";
import { CommentsPanel } from "./comments-panel";
import { openReviewPanel, setReviewPanelOpen } from "./review-panel";
import { ShareSheet } from "./share-sheet";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
  act(() => setReviewPanelOpen(false));
});

const base = `/api/resume/${testResumeId}`;
const ids = {
  summary: "0194f7c2-7e1a-7000-8000-0000000000d1",
  headline: "0194f7c2-7e1a-7000-8000-0000000000d2",
  gone: "0194f7c2-7e1a-7000-8000-0000000000d3",
  resolved: "0194f7c2-7e1a-7000-8000-0000000000d4",
};

const thread = (
  id: string,
  overrides: Partial<ReviewComment> & Pick<ReviewComment, "anchor">,
): ReviewComment => ({
  id,
  reviewId: "0194f7c2-7e1a-7000-8000-0000000000f1",
  authorName: "Priya Raman",
  placement: {
    status: "current",
    start: 0,
    end: overrides.anchor.quote.length,
    quote: overrides.anchor.quote,
  },
  text: "<p>Say what the team shipped.</p>",
  suggestion: null,
  suggestionState: null,
  state: "open",
  replies: [],
  createdAt: "2026-11-20T09:30:00.000Z",
  ...overrides,
});

const onSummary = thread(ids.summary, {
  anchor: { itemId: "sample-experience-1", field: "summary", quote: "Own the checkout API" },
  text: "<p>Lead with the result.</p>",
});
const onHeadline = thread(ids.headline, {
  anchor: { itemId: "basics", field: "headline", quote: "Senior Software Engineer" },
  suggestion: "Staff Software Engineer",
  suggestionState: "pending",
});
const outdated = thread(ids.gone, {
  anchor: { itemId: "sample-experience-2", field: "summary", quote: "halving integration incidents" },
  placement: { status: "outdated", quote: "halving integration incidents" },
});
const resolved = thread(ids.resolved, {
  anchor: { itemId: "summary", field: "content", quote: "Backend engineer" },
  state: "resolved",
});

const threadsIn = (panel: HTMLElement) => within(panel).getAllByRole("article");

describe("the owner's comments panel", () => {
  it("lists open threads in resume order with what they point at and the quoted words; outdated ones quote the old words", async () => {
    mockFetch({ [`GET ${base}/comments`]: () => jsonResponse([onSummary, outdated, resolved, onHeadline]) });
    renderWithResume(<CommentsPanel resumeId={testResumeId} />);
    const list = await screen.findByRole("list", { name: "Comments" });
    const [first, second, third, ...rest] = threadsIn(list);
    expect(rest).toEqual([]);
    expect(first).toHaveAccessibleName("Basics › Headline");
    expect(second).toHaveAccessibleName("Experience › Quillpay › Summary");
    expect(second).toHaveTextContent("Own the checkout API");
    expect(second).toHaveTextContent("Lead with the result.");
    expect(third).toHaveAccessibleName("Experience › Tarang Logistics › Summary");
    expect(within(third as HTMLElement).getByText("Outdated")).toBeInTheDocument();
    expect(third).toHaveTextContent("These words are no longer in the resume:halving integration incidents");

    // The suggestion reads as a word diff.
    expect(within(first as HTMLElement).getByRole("deletion")).toHaveTextContent("Senior");
    expect(within(first as HTMLElement).getByRole("insertion")).toHaveTextContent("Staff");

    // Resolved threads on request.
    await userEvent.click(screen.getByRole("switch", { name: "Show resolved (1)" }));
    expect(threadsIn(list)).toHaveLength(4);
    expect(within(list).getByRole("article", { name: "Summary" })).toHaveTextContent("Resolved");
  });

  it("accepts a suggestion through the server, then takes the saved resume as one step that Undo takes back", async () => {
    const resume = makeBuilderResume();
    const saved = {
      ...resume,
      data: {
        ...resume.data,
        basics: { ...resume.data.basics, headline: "Staff Software Engineer · Distributed Systems" },
      },
      updatedAt: "2026-11-24T10:00:00.000Z",
    };
    const fetch = mockFetch({
      [`GET ${base}/comments`]: () => jsonResponse([onHeadline]),
      [`POST ${base}/comments/${ids.headline}/accept`]: () =>
        jsonResponse({ ...onHeadline, suggestionState: "accepted", state: "resolved" }),
      [`GET ${base}`]: () => jsonResponse(saved),
      [`GET ${base}/reviews`]: () => jsonResponse([]),
    });
    renderWithResume(<CommentsPanel resumeId={testResumeId} />, resume);
    const before = editedData().basics.headline;
    const steps = builderHistory().pastStates.length;
    const list = await screen.findByRole("list", { name: "Comments" });
    await userEvent.click(within(list).getByRole("button", { name: "Accept" }));

    await waitFor(() => expect(editedData().basics.headline).toBe(saved.data.basics.headline));
    expect(requestLog(fetch)).toEqual(
      expect.arrayContaining([`POST ${base}/comments/${ids.headline}/accept`, `GET ${base}`]),
    );
    expect(builderHistory().pastStates.length).toBe(steps + 1);
    expect(await screen.findByText("Suggestion applied. Undo takes it back.")).toBeInTheDocument();
    // The thread is resolved now: it leaves the open list.
    await waitFor(() => expect(screen.getByText("Every comment is resolved.")).toBeInTheDocument());

    act(() => undo());
    expect(editedData().basics.headline).toBe(before);
  });

  it("replies, resolves, reopens, dismisses and deletes (after asking)", async () => {
    let current = { ...onHeadline };
    const fetch = mockFetch({
      [`GET ${base}/comments`]: () => jsonResponse([current]),
      [`POST ${base}/comments/${ids.headline}/replies`]: (init) => {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        current = {
          ...current,
          replies: [
            { id: "r1", authorName: "Ada", byOwner: true, text, createdAt: "2026-11-21T09:00:00.000Z" },
          ],
        };
        return jsonResponse(current, 201);
      },
      [`POST ${base}/comments/${ids.headline}/dismiss`]: () => {
        current = { ...current, suggestionState: "dismissed" };
        return jsonResponse(current);
      },
      [`POST ${base}/comments/${ids.headline}/resolve`]: () => {
        current = { ...current, state: "resolved" };
        return jsonResponse(current);
      },
      [`POST ${base}/comments/${ids.headline}/reopen`]: () => {
        current = { ...current, state: "open" };
        return jsonResponse(current);
      },
      [`DELETE ${base}/comments/${ids.headline}`]: () => new Response(null, { status: 204 }),
      [`GET ${base}/reviews`]: () => jsonResponse([]),
    });
    renderWithResume(<CommentsPanel resumeId={testResumeId} />);
    const article = await screen.findByRole("article", { name: "Basics › Headline" });

    await userEvent.type(within(article).getByRole("textbox", { name: "Your reply" }), "Thanks <3 — done");
    await userEvent.click(within(article).getByRole("button", { name: "Reply" }));
    await waitFor(() => expect(article).toHaveTextContent("You ·"));
    expect(article).toHaveTextContent("Thanks <3 — done");
    const replied = fetch.mock.calls.find(([url]) => String(url).endsWith("/replies"));
    // Typed text goes as rich text with its characters escaped.
    expect(JSON.parse(String(replied?.[1]?.body))).toEqual({ text: "<p>Thanks &lt;3 — done</p>" });

    await userEvent.click(within(article).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(article).toHaveTextContent("Dismissed"));
    expect(within(article).queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();

    await userEvent.click(within(article).getByRole("button", { name: "Resolve" }));
    await waitFor(() => expect(screen.queryByRole("article")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("switch", { name: "Show resolved (1)" }));
    await userEvent.click(await screen.findByRole("button", { name: "Reopen" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Resolve" })).toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this comment?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(requestLog(fetch)).toContain(`DELETE ${base}/comments/${ids.headline}`));
    await waitFor(() =>
      expect(screen.getByText("No comments yet. Ask for a review below.")).toBeInTheDocument(),
    );
  });
});

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readonly url: string;
  readyState = 0;
  private listeners = new Map<string, (() => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe("the Share button", () => {
  it("counts the open threads and fetches them again when the server says they changed", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    let threads = [onSummary, resolved];
    const fetch = mockFetch({
      [`GET ${base}/comments`]: () => jsonResponse(threads),
      [`GET ${base}/reviews`]: () => jsonResponse([]),
    });
    renderWithResume(<ShareSheet />);
    expect(await screen.findByRole("button", { name: "Share – open comments: 1" })).toBeInTheDocument();
    expect(FakeEventSource.last?.url).toBe(`${base}/comments/events`);

    threads = [onSummary, onHeadline, resolved];
    act(() => FakeEventSource.last?.emit("comments"));
    expect(await screen.findByRole("button", { name: "Share – open comments: 2" })).toBeInTheDocument();
    expect(requestLog(fetch).filter((request) => request === `GET ${base}/comments`).length).toBe(2);
  });

  it("opens on a marker's thread, showing it even resolved, and focuses it", async () => {
    mockFetch({
      [`GET ${base}/comments`]: () => jsonResponse([onSummary, resolved]),
      [`GET ${base}/reviews`]: () => jsonResponse([]),
    });
    renderWithResume(<ShareSheet />);
    act(() => openReviewPanel(ids.resolved));
    const dialog = await screen.findByRole("dialog", { name: "Share and review" });
    const target = await within(dialog).findByRole("article", { name: "Summary" });
    await waitFor(() => expect(target).toHaveFocus());
    expect(within(dialog).getAllByRole("article")).toHaveLength(2);
  });
});

describe("the design panel's Sharing section", () => {
  it("opens the Share sheet to ask for review, whatever the resume's visibility", async () => {
    mockFetch({
      [`GET ${base}/comments`]: () => jsonResponse([]),
      [`GET ${base}/reviews`]: () => jsonResponse([]),
    });
    renderWithResume(
      <>
        <SharingSection />
        <ShareSheet />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Ask for review" }));
    const dialog = await screen.findByRole("dialog", { name: "Share and review" });
    expect(within(dialog).getByRole("region", { name: "Ask for review" })).toBeInTheDocument();
  });
});
