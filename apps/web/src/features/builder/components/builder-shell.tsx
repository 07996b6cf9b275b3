import { PanelLeft, PanelRight } from "lucide-react";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Group, Panel, Separator } from "react-resizable-panels";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useIsDesktop } from "../hooks/use-is-desktop";
import { useIsLocked } from "../hooks/use-resume-field";
import { type RenderResume, ResumeRendererContext } from "../resume-renderer";
import { BuilderTopBar, type TopBarSlots } from "./builder-top-bar";
import { ConflictBanner } from "./conflict-banner";
import { LeftPanel } from "./left-panel";
import { LockOverlay } from "./lock-overlay";
import { RightPanel } from "./right-panel";

/** Each side panel takes 25–45 % of the width, 30 % to start with (percent strings, not px). */
const SIDE_PANEL = { defaultSize: "30", minSize: "25", maxSize: "45" } as const;

/** Whether the document is locked, what unlocks it, and whose words the lock overlay uses. */
type LockProps = { locked: boolean; onUnlock: () => void; kind: "resume" | "letter" };

/** A scrolling side panel; a locked document's is inert under the lock overlay. */
function SidePanel({ label, lock, children }: { label: string; lock: LockProps; children: ReactNode }) {
  return (
    <aside aria-label={label} className="relative h-full min-h-0 bg-background">
      <div inert={lock.locked} className="h-full overflow-y-auto overscroll-contain">
        {children}
      </div>
      {lock.locked && <LockOverlay onUnlock={lock.onUnlock} kind={lock.kind} />}
    </aside>
  );
}

/**
 * A splitter between two panels. react-resizable-panels 4.24 never fills in its separators' aria-value*
 * (it looks their panels up under a key it did not store them by), and a focusable separator must say where it
 * is (WAI-ARIA window splitter). So the position is set here, as the percentage of the group's width left of
 * the splitter, and kept current as the panel before it resizes. React never owns these attributes, so they stay.
 */
function ResizeHandle({ label, min, max }: { label: string; min: number; max: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const group = element?.parentElement;
    const before = element?.previousElementSibling;
    if (!element || !group || !before) return;
    element.setAttribute("aria-valuemin", String(min));
    element.setAttribute("aria-valuemax", String(max));
    const update = () => {
      const box = group.getBoundingClientRect();
      if (box.width === 0) return;
      const position = ((element.getBoundingClientRect().left - box.left) / box.width) * 100;
      element.setAttribute("aria-valuenow", String(Math.round(position)));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(before);
    observer.observe(group);
    return () => observer.disconnect();
  }, [min, max]);
  return (
    <Separator
      elementRef={ref}
      aria-label={label}
      className="relative w-px bg-border transition-colors outline-none after:absolute after:inset-y-0 after:-start-1 after:w-2 data-[separator=active]:bg-primary data-[separator=hover]:bg-primary/60 focus-visible:bg-primary"
    />
  );
}

function PanelSheet({
  side,
  label,
  description,
  lock,
  children,
}: {
  side: "left" | "right";
  label: string;
  description: string;
  lock: LockProps;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const Icon = side === "left" ? PanelLeft : PanelRight;
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <Icon aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent
        closeLabel={t("common.close")}
        className={
          side === "right"
            ? // The sheet slides in from the start edge; from the end edge a fade reads better.
              "start-auto end-0 w-[26rem] max-w-[92vw] border-e-0 border-s motion-safe:data-[state=open]:animate-[fade-in_200ms_ease-out]"
            : "w-[26rem] max-w-[92vw]"
        }
      >
        <div className="flex h-14 shrink-0 items-center border-b px-4 pe-12">
          <SheetTitle className="font-semibold">{label}</SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
        </div>
        <div className="min-h-0 flex-1">
          <SidePanel label={label} lock={lock}>
            {children}
          </SidePanel>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/**
 * The resume builder: on large screens three resizable panels (content, preview, design); on smaller ones
 * the preview fills the page and the side panels open as sheets from the top bar. `renderResume` draws a
 * resume read-only (the history compares versions with it).
 */
export function BuilderShell({
  renderResume,
  preview,
  onUnlock,
}: {
  preview: ReactNode;
  onUnlock: () => void;
  renderResume: RenderResume;
}) {
  const { t } = useTranslation();
  const locked = useIsLocked();
  return (
    <ResumeRendererContext value={renderResume}>
      <BuilderLayout
        topBar={(slots) => <BuilderTopBar {...slots} />}
        banner={<ConflictBanner />}
        left={<LeftPanel />}
        right={<RightPanel />}
        preview={preview}
        lock={{ locked, onUnlock, kind: "resume" }}
        hints={{ content: t("builder.panels.contentHint"), design: t("builder.panels.designHint") }}
      />
    </ResumeRendererContext>
  );
}

/**
 * A builder's layout, whatever it edits: on large screens three resizable panels (content, preview, design); on
 * smaller ones the preview fills the page and the side panels open as sheets from the top bar.
 */
export function BuilderLayout({
  topBar,
  banner,
  left,
  right,
  preview,
  lock,
  hints,
}: {
  topBar: (slots: TopBarSlots) => ReactNode;
  /** Under the top bar (a conflict to resolve). */
  banner: ReactNode;
  left: ReactNode;
  right: ReactNode;
  preview: ReactNode;
  lock: LockProps;
  /** What each side panel holds, said to screen readers when it opens as a sheet. */
  hints: { content: string; design: string };
}) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const content = t("builder.panels.content");
  const design = t("builder.panels.design");

  if (!desktop) {
    return (
      <div className="flex h-dvh flex-col">
        {topBar({
          start: (
            <PanelSheet side="left" label={content} description={hints.content} lock={lock}>
              {left}
            </PanelSheet>
          ),
          end: (
            <PanelSheet side="right" label={design} description={hints.design} lock={lock}>
              {right}
            </PanelSheet>
          ),
        })}
        {banner}
        <main className="min-h-0 flex-1">{preview}</main>
      </div>
    );
  }

  return (
    <div className="flex h-dvh flex-col">
      {topBar({})}
      {banner}
      <Group orientation="horizontal" className="min-h-0 flex-1">
        <Panel id="content" {...SIDE_PANEL}>
          <SidePanel label={content} lock={lock}>
            {left}
          </SidePanel>
        </Panel>
        <ResizeHandle
          label={t("builder.panels.resizeContent")}
          min={Number(SIDE_PANEL.minSize)}
          max={Number(SIDE_PANEL.maxSize)}
        />
        <Panel id="preview" minSize="10">
          <main className="h-full">{preview}</main>
        </Panel>
        <ResizeHandle
          label={t("builder.panels.resizeDesign")}
          min={100 - Number(SIDE_PANEL.maxSize)}
          max={100 - Number(SIDE_PANEL.minSize)}
        />
        <Panel id="design" {...SIDE_PANEL}>
          <SidePanel label={design} lock={lock}>
            {right}
          </SidePanel>
        </Panel>
      </Group>
    </div>
  );
}
