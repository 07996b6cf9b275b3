import { QueryClientProvider } from "@tanstack/react-query";
import { act, render as renderElement, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sampleResumeData } from "@vitae/schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { BuilderArtboard } from "./builder-artboard";

const githubPath = "M12 .297c-6.63 0-12 5.373-12 12";
const iconRoutes = {
  "GET /api/icons/github": () => jsonResponse({ slug: "github", title: "GitHub", path: githubPath }),
  "GET /api/icons/linkedin": () => errorResponse(404, "NotFound"),
};

// Brand icons load from the server per slug; the sample uses github and linkedin.
const render = (ui: React.ReactElement) =>
  renderElement(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

const name = sampleResumeData.basics.name;
let parent: Window;

/** Frames the artboard: jsdom's window becomes the child of a real window standing in for the builder. */
beforeEach(() => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  if (!frame.contentWindow) throw new Error("jsdom gave the iframe no window");
  parent = frame.contentWindow;
  vi.spyOn(parent, "postMessage");
  mockFetch(iconRoutes);
  Object.defineProperty(window, "parent", { value: parent, configurable: true });
});

afterEach(() => {
  Object.defineProperty(window, "parent", { value: window, configurable: true });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function send(
  data: unknown,
  { origin = window.location.origin, source = parent as MessageEventSource } = {},
) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
  });
}

const resume = (data: unknown = sampleResumeData, version = 1) => ({ type: "vitae:resume", version, data });
const changes = (base: number, ...list: { path: string[]; value: unknown }[]) => ({
  type: "vitae:resume-changes",
  base,
  version: base + 1,
  changes: list,
});
const askedForWhole = () =>
  vi
    .mocked(parent.postMessage)
    .mock.calls.filter(([message]) => (message as { type?: string }).type === "vitae:resync");
const zoomStatus = () => screen.getByRole("status").textContent;

describe("the builder artboard", () => {
  it("tells its parent it is ready, then renders the resume the parent sends", async () => {
    render(<BuilderArtboard />);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: "vitae:ready" }, window.location.origin);
    expect(screen.getByRole("status")).toHaveTextContent("Waiting for the resume");

    send(resume());

    expect(await screen.findByRole("heading", { level: 1, name })).toBeInTheDocument();
  });

  it("draws brand icons fetched for the slugs the resume uses, and none for unknown slugs", async () => {
    const fetchMock = mockFetch(iconRoutes);
    const { container } = render(<BuilderArtboard />);
    const { metadata } = sampleResumeData;
    send(
      resume({
        ...sampleResumeData,
        metadata: { ...metadata, typography: { ...metadata.typography, hideIcons: false } },
      }),
    );
    await waitFor(() => expect(container.querySelector(`path[d="${githubPath}"]`)).not.toBeNull());
    expect(requestLog(fetchMock).sort()).toEqual(["GET /api/icons/github", "GET /api/icons/linkedin"]);
  });

  it("re-renders at once when the parent sends a changed resume", async () => {
    render(<BuilderArtboard />);
    send(resume());
    await screen.findByRole("heading", { level: 1, name });

    send(resume({ ...sampleResumeData, basics: { ...sampleResumeData.basics, name: "Grace Hopper" } }));

    expect(screen.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1, name })).not.toBeInTheDocument();
  });

  it("draws the changes the parent sends on the resume it has, within the message's task", async () => {
    render(<BuilderArtboard />);
    send(resume());
    await screen.findByRole("heading", { level: 1, name });

    send(changes(1, { path: ["basics", "name"], value: "Grace Hopper" }));
    expect(screen.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    send(changes(2, { path: ["basics", "headline"], value: "Rear admiral" }));
    expect(screen.getByText("Rear admiral")).toBeInTheDocument();
    expect(askedForWhole()).toEqual([]);
  });

  it("keeps drawing what it has when a change is broken or out of step, and asks for the whole resume", async () => {
    render(<BuilderArtboard />);
    send(resume());
    await screen.findByRole("heading", { level: 1, name });

    send(
      changes(
        1,
        { path: ["basics", "name"], value: "Grace Hopper" },
        { path: ["basics", "email"], value: 42 },
      ),
    );
    expect(screen.getByRole("heading", { level: 1, name })).toBeInTheDocument();
    expect(askedForWhole()).toHaveLength(1);

    send(changes(5, { path: ["basics", "name"], value: "Out of step" }));
    expect(screen.getByRole("heading", { level: 1, name })).toBeInTheDocument();

    send(resume({ ...sampleResumeData, basics: { ...sampleResumeData.basics, name: "Grace Hopper" } }, 7));
    expect(screen.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
  });

  it("takes what the parent hands over through its door in the caller's task, checked as a posted message", async () => {
    const { unmount } = render(<BuilderArtboard />);
    const door = (window as unknown as { vitaeArtboard: { deliver: (message: unknown) => void } })
      .vitaeArtboard;

    act(() => door.deliver(resume({ basics: { name: 42 } })));
    act(() => door.deliver({ ...resume(), data: { ...sampleResumeData, toString: () => "not data" } }));
    expect(screen.queryByRole("heading", { level: 1, name })).not.toBeInTheDocument();

    act(() => door.deliver(resume()));
    expect(screen.getByRole("heading", { level: 1, name })).toBeInTheDocument();
    act(() => door.deliver(changes(1, { path: ["basics", "name"], value: "Grace Hopper" })));
    expect(screen.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();

    unmount();
    expect("vitaeArtboard" in window).toBe(false);
  });

  it("draws a resume holding a field the server would refuse, as a restored draft can", async () => {
    render(<BuilderArtboard />);
    const basics = {
      ...sampleResumeData.basics,
      email: "ada@",
      url: { label: "quinn.dev", href: "quinn.dev" },
    };

    send(resume({ ...sampleResumeData, basics }));

    expect(await screen.findByRole("heading", { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText("ada@")).toBeInTheDocument();
    expect(screen.queryByText("Waiting for the resume…")).not.toBeInTheDocument();
  });

  it("tells the parent which item or section a click hit, and nothing for a drag", async () => {
    const { container } = render(<BuilderArtboard />);
    send(resume());
    await screen.findByRole("heading", { level: 1, name });
    const [first] = sampleResumeData.sections.experience.items;
    const item = container.querySelector(`[data-section="experience"] [data-item-id="${first?.id}"]`);
    const heading = container.querySelector('[data-section="experience"] .vt-section-heading');
    if (!item || !heading) throw new Error("the template marks sections and items");
    vi.mocked(parent.postMessage).mockClear();

    await userEvent.click(item.querySelector(".vt-item-title") ?? item);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: "vitae:select", section: "experience", itemId: first?.id },
      window.location.origin,
    );

    await userEvent.click(heading);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: "vitae:select", section: "experience" },
      window.location.origin,
    );

    await userEvent.click(screen.getByRole("heading", { level: 1, name }));
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: "vitae:select", section: "basics" },
      window.location.origin,
    );

    // A drag pans the view and selects nothing.
    vi.mocked(parent.postMessage).mockClear();
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: item, coords: { clientX: 10, clientY: 10 } },
      { target: item, coords: { clientX: 60, clientY: 40 } },
      { keys: "[/MouseLeft]", target: item, coords: { clientX: 60, clientY: 40 } },
    ]);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("marks the builder's preview as clickable (the hover outline's hook), with the rule for screens only", async () => {
    const { container } = render(<BuilderArtboard />);
    send(resume());
    await screen.findByRole("heading", { level: 1, name });
    expect(screen.getByRole("main")).toHaveAttribute("data-artboard-selectable");
    const css = [...container.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(css).toMatch(/@media screen \{\n\[data-artboard-selectable\] :is\(\[data-item-id\]/);
  });

  it("ignores messages from another origin or another window", () => {
    render(<BuilderArtboard />);

    send(resume(), { origin: "https://evil.example" });
    send(resume(), { source: window });

    expect(screen.queryByRole("heading", { level: 1, name })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Waiting for the resume");
  });

  it("ignores invalid payloads", () => {
    render(<BuilderArtboard />);

    send(resume({ basics: { name: 42 } }));
    send({ type: "vitae:unknown", data: sampleResumeData });
    send("vitae:resume");
    send({ type: "vitae:zoom", action: "explode" });

    expect(screen.queryByRole("heading", { level: 1, name })).not.toBeInTheDocument();
  });

  it("zooms in, out, and back on request", async () => {
    render(<BuilderArtboard />);
    send(resume());
    await screen.findByRole("heading", { level: 1, name });
    expect(zoomStatus()).toBe("Zoom 100 %");

    send({ type: "vitae:zoom", action: "in" });
    expect(zoomStatus()).toBe("Zoom 120 %");
    send({ type: "vitae:zoom", action: "in" });
    expect(zoomStatus()).toBe("Zoom 144 %");
    send({ type: "vitae:zoom", action: "out" });
    send({ type: "vitae:zoom", action: "out" });
    send({ type: "vitae:zoom", action: "out" });
    expect(zoomStatus()).toBe("Zoom 83 %");
    send({ type: "vitae:zoom", action: "center" });
    expect(zoomStatus()).toBe("Zoom 83 %");
    send({ type: "vitae:zoom", action: "reset" });
    expect(zoomStatus()).toBe("Zoom 100 %");
  });
});
