import type { ReactNode } from "react";

/** Heading of an auth screen: the title, a short explanation, and optionally a link ("No account yet?"). */
export function AuthPageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}
