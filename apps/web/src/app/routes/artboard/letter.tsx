import { LetterArtboard } from "@/features/artboard/components/letter-artboard";

/** Loaded inside the letter builder's iframe; the builder posts the letter and zoom actions. */
export function Component() {
  return <LetterArtboard />;
}
