import {
  type CSSProperties,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 4;
/** One zoom-in step multiplies the scale by this (zoom out divides). */
export const ZOOM_STEP = 1.2;
/** Room left around the content when the view is reset to fit. */
const FIT_PADDING = 32;
/** Height over width of the tallest sheet (A4). */
const SHEET_RATIO = Math.SQRT2;
/** Zoom per pixel of Ctrl+wheel: one mouse-wheel notch (100 px) zooms by about 18 %. */
const WHEEL_ZOOM_SPEED = 0.002;
/** Lines (Firefox's wheel unit) to pixels. */
const LINE_HEIGHT = 16;

export type View = { scale: number; x: number; y: number };
type Point = { x: number; y: number };

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Scales the view by `factor` keeping the point `at` (viewport coordinates) where it is on screen. */
function zoomAround(view: View, factor: number, at: Point): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

const sizeOf = (element: HTMLElement | null) => ({
  // Layout sizes: a CSS transform on the content does not change them.
  width: element?.offsetWidth ?? 0,
  height: element?.offsetHeight ?? 0,
});

/** The size of the content's first sheet (the first page where pages are not drawn on sheets). */
const firstSheet = (content: HTMLElement | null) =>
  sizeOf(content?.querySelector<HTMLElement>("[data-sheet], .vt-page") ?? content);

/**
 * Pan and zoom of `content` inside `viewport`, as a CSS transform: buttons or messages call the actions;
 * Ctrl+wheel (and a trackpad pinch, which browsers report as one) zooms at the pointer, a plain wheel pans,
 * dragging pans and a two-finger pinch zooms.
 */
export function usePanZoom({
  viewport,
  content,
}: {
  viewport: RefObject<HTMLElement | null>;
  content: RefObject<HTMLElement | null>;
}) {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  /** The view is the fitted one (reset, not zoomed or panned since): a resized viewport fits again. */
  const fitted = useRef(false);
  const pointers = useRef(new Map<number, Point>());
  const [dragging, setDragging] = useState(false);

  /**
   * The content centred in the viewport at `scale`: top-aligned when taller than the viewport, and when wider,
   * its first sheet centred (a row of sheets opens on the first one, the next peeking in, not on the row's middle).
   */
  const centred = useCallback(
    (scale: number): View => {
      const box = sizeOf(viewport.current);
      const size = sizeOf(content.current);
      const width = size.width * scale;
      const height = size.height * scale;
      return {
        scale,
        x:
          width + FIT_PADDING * 2 > box.width
            ? (box.width - firstSheet(content.current).width * scale) / 2
            : (box.width - width) / 2,
        y: height + FIT_PADDING * 2 > box.height ? FIT_PADDING : (box.height - height) / 2,
      };
    },
    [viewport, content],
  );

  /**
   * The scale at which the first sheet fits the viewport, never above 100 %. A page whose content runs
   * longer than a sheet counts as one sheet (A4's ratio at most), so it opens readable, not shrunk to fit.
   */
  const fitScale = useCallback((): number => {
    const box = sizeOf(viewport.current);
    const size = firstSheet(content.current);
    if (!box.width || !box.height || !size.width || !size.height) return 1;
    const sheetHeight = Math.min(size.height, size.width * SHEET_RATIO);
    const fit = Math.min(
      (box.width - FIT_PADDING * 2) / size.width,
      (box.height - FIT_PADDING * 2) / sheetHeight,
      1,
    );
    return clampScale(fit);
  }, [viewport, content]);

  const viewportCentre = useCallback((): Point => {
    const box = sizeOf(viewport.current);
    return { x: box.width / 2, y: box.height / 2 };
  }, [viewport]);

  /** A view the user chose (zoom, pan): kept as it is when the viewport is resized. */
  const setUserView = useCallback((update: (current: View) => View) => {
    fitted.current = false;
    setView(update);
  }, []);

  const zoomIn = useCallback(
    () => setUserView((current) => zoomAround(current, ZOOM_STEP, viewportCentre())),
    [viewportCentre, setUserView],
  );
  const zoomOut = useCallback(
    () => setUserView((current) => zoomAround(current, 1 / ZOOM_STEP, viewportCentre())),
    [viewportCentre, setUserView],
  );
  const reset = useCallback(() => {
    fitted.current = true;
    setView(centred(fitScale()));
  }, [centred, fitScale]);
  const center = useCallback(() => setView((current) => centred(current.scale)), [centred]);

  // Panels resized, window resized, phone turned: the fitted view fits the new size; a view
  // the user zoomed or panned keeps its scale and keeps what was in the middle in the middle.
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    let last = sizeOf(element);
    const observer = new ResizeObserver(() => {
      const next = sizeOf(element);
      if (next.width === last.width && next.height === last.height) return;
      const shift = { x: (next.width - last.width) / 2, y: (next.height - last.height) / 2 };
      last = next;
      if (fitted.current) {
        setView(centred(fitScale()));
      } else {
        setView((current) => ({ ...current, x: current.x + shift.x, y: current.y + shift.y }));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport, centred, fitScale]);

  // Wheel listeners must be non-passive to keep the browser from zooming or scrolling the page itself.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const unit = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? LINE_HEIGHT : 1;
      if (event.ctrlKey || event.metaKey) {
        const factor = Math.exp(-event.deltaY * unit * WHEEL_ZOOM_SPEED);
        const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
        setUserView((current) => zoomAround(current, factor, at));
      } else {
        setUserView((current) => ({
          ...current,
          x: current.x - event.deltaX * unit,
          y: current.y - event.deltaY * unit,
        }));
      }
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [viewport, setUserView]);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setDragging(true);
  }, []);

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return;
      const next = { x: event.clientX, y: event.clientY };
      const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
      pointers.current.set(event.pointerId, next);
      const other = others[0]?.[1];
      if (other && others.length === 1) {
        // Pinch: scale by the change in finger distance, around the midpoint, and follow the midpoint.
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(next.x - other.x, next.y - other.y);
        if (before === 0) return;
        const rect = event.currentTarget.getBoundingClientRect();
        const mid = { x: (next.x + other.x) / 2 - rect.left, y: (next.y + other.y) / 2 - rect.top };
        const shift = { x: (next.x - previous.x) / 2, y: (next.y - previous.y) / 2 };
        setUserView((current) => {
          const zoomed = zoomAround(current, after / before, mid);
          return { ...zoomed, x: zoomed.x + shift.x, y: zoomed.y + shift.y };
        });
        return;
      }
      if (others.length === 0 && (next.x !== previous.x || next.y !== previous.y)) {
        setUserView((current) => ({
          ...current,
          x: current.x + next.x - previous.x,
          y: current.y + next.y - previous.y,
        }));
      }
    },
    [setUserView],
  );

  const onPointerEnd = useCallback((event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) setDragging(false);
  }, []);

  const contentStyle: CSSProperties = {
    transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
    transformOrigin: "0 0",
  };

  return {
    view,
    dragging,
    contentStyle,
    zoomIn,
    zoomOut,
    reset,
    center,
    viewportHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
