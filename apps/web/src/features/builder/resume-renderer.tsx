import type { ResumeData } from "@vitae/schema";
import { createContext, type ReactNode, useContext } from "react";

/** Draws a resume read-only (the artboard frame, which belongs to another feature: the route passes it in). */
export type RenderResume = (data: ResumeData, title: string) => ReactNode;

export const ResumeRendererContext = createContext<RenderResume | null>(null);

export const useRenderResume = (): RenderResume | null => useContext(ResumeRendererContext);
