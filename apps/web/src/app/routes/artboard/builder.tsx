import { BuilderArtboard } from "@/features/artboard/components/builder-artboard";

/** Loaded inside the builder's iframe; the builder posts the resume and zoom actions (features/artboard/protocol). */
export function Component() {
  return <BuilderArtboard />;
}
