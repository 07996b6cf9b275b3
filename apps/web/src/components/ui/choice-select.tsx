import type { ComponentProps } from "react";
import { NativeSelect } from "./select";

/** The platform's select over named choices, led by a "none" choice (value ""). */
export function ChoiceSelect({
  none,
  choices,
  ...props
}: Omit<ComponentProps<typeof NativeSelect>, "children"> & {
  none: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <NativeSelect {...props}>
      <option value="">{none}</option>
      {choices.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </NativeSelect>
  );
}
