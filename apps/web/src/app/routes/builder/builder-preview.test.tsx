import { act, screen } from "@testing-library/react";
import { sampleResumeData } from "@vitae/schema";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { drawnFrom } from "@/features/artboard/testing";
import { useStoredData } from "@/features/builder/hooks/use-autosave";
import { useBuilderStore } from "@/features/builder/store/builder-store";
import { useEditorTarget } from "@/features/builder/store/editor-target";
import { makeBuilderResume, renderWithResume } from "@/features/builder/testing";
import { BuilderPreview, selectInEditor } from "./builder-preview";

const [firstJob] = sampleResumeData.sections.experience.items;
const jobId = firstJob?.id ?? "";

beforeEach(() => {
  useEditorTarget.setState({ dialog: null, focus: null });
});

afterEach(() => {
  useEditorTarget.setState({ dialog: null, focus: null });
});

describe("clicks in the preview", () => {
  it("open the clicked item's dialog", () => {
    renderWithResume(null);
    selectInEditor({ section: "experience", itemId: jobId });
    expect(useEditorTarget.getState().dialog).toEqual({ section: "experience", itemId: jobId });
    expect(useEditorTarget.getState().focus).toBeNull();
  });

  it("bring a section into view for its heading, the header (basics) or the summary", () => {
    renderWithResume(null);
    selectInEditor({ section: "experience" });
    expect(useEditorTarget.getState().focus).toMatchObject({ section: "experience" });
    selectInEditor({ section: "basics" });
    expect(useEditorTarget.getState().focus).toMatchObject({ section: "basics" });
    selectInEditor({ section: "summary" });
    expect(useEditorTarget.getState().focus).toMatchObject({ section: "summary" });
    expect(useEditorTarget.getState().dialog).toBeNull();
  });

  it("show only the section for an item the resume does not have, or on a locked resume", () => {
    renderWithResume(null, makeBuilderResume({ locked: true }));
    selectInEditor({ section: "experience", itemId: jobId });
    expect(useEditorTarget.getState().dialog).toBeNull();
    expect(useEditorTarget.getState().focus).toMatchObject({ section: "experience" });

    act(() => useBuilderStore.getState().patchResume({ locked: false }));
    selectInEditor({ section: "projects", itemId: "no-such-item" });
    expect(useEditorTarget.getState().dialog).toBeNull();
    expect(useEditorTarget.getState().focus).toMatchObject({ section: "projects" });
  });

  it("ignore a section the resume does not have", () => {
    renderWithResume(null);
    selectInEditor({ section: "custom.nope", itemId: "x" });
    selectInEditor({ section: "nonsense" });
    expect(useEditorTarget.getState()).toMatchObject({ dialog: null, focus: null });
  });

  it("arrive from the framed artboard only", () => {
    renderWithResume(<BuilderPreview />);
    const frame = screen.getByTitle("Resume preview") as HTMLIFrameElement;
    const select = { type: "vitae:select", section: "experience", itemId: jobId };

    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", { data: select, origin: window.location.origin, source: window }),
      );
    });
    expect(useEditorTarget.getState().dialog).toBeNull();

    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: select,
          origin: window.location.origin,
          source: frame.contentWindow as MessageEventSource,
        }),
      );
    });
    expect(useEditorTarget.getState().dialog).toEqual({ section: "experience", itemId: jobId });
  });
});

/** The preview of a saved sample resume, its frame ready; `posted` collects what the builder sends the frame. */
const openReadyPreview = () => {
  const resume = makeBuilderResume();
  renderWithResume(<BuilderPreview />, resume);
  act(() => useStoredData.setState({ data: resume.data }));
  const frame = screen.getByTitle("Resume preview") as HTMLIFrameElement;
  const window_ = frame.contentWindow as Window;
  const posted: unknown[] = [];
  window_.postMessage = ((message: unknown) => posted.push(message)) as Window["postMessage"];
  act(() => {
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { type: "vitae:ready" },
        origin: window.location.origin,
        source: window_ as MessageEventSource,
      }),
    );
  });
  return { resume, posted };
};

describe("the preview", () => {
  afterEach(() => useStoredData.setState({ data: null }));

  it("shows what prints: a Basics link held back as invalid keeps its saved address", () => {
    const { resume, posted } = openReadyPreview();
    const lastHref = () => drawnFrom(posted)?.basics;
    expect(lastHref()?.url.href).toBe(resume.data.basics.url.href);

    act(() => useBuilderStore.getState().setValue("basics.url.href", "not a web address"));
    act(() => useBuilderStore.getState().setValue("basics.name", "Ada L."));
    expect(lastHref()).toMatchObject({ name: "Ada L.", url: { href: resume.data.basics.url.href } });

    act(() => useBuilderStore.getState().setValue("basics.url.href", "https://ada.example"));
    expect(lastHref()?.url.href).toBe("https://ada.example");
  });

  it("sends a change to the frame as the store changes, before the builder renders it", () => {
    const { posted } = openReadyPreview();

    // Outside act: React has not rendered the change yet, and the frame already has it.
    useBuilderStore.getState().setValue("basics.name", "Ada L.");
    expect(posted.at(-1)).toEqual({
      type: "vitae:resume-changes",
      base: 1,
      version: 2,
      changes: [{ path: ["basics", "name"], value: "Ada L." }],
    });
    act(() => {});
    expect(drawnFrom(posted)?.basics.name).toBe("Ada L.");
  });
});
