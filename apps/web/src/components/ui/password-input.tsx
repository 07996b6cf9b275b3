import type { ComponentProps } from "react";
import { useControlHeld } from "../../lib/use-control-held";
import { Input } from "./input";

/** A password field whose text shows while Control is held (spec §5). */
export function PasswordInput(props: Omit<ComponentProps<"input">, "type">) {
  const revealed = useControlHeld();
  return <Input type={revealed ? "text" : "password"} {...props} />;
}
