import type { ReactNode } from "react";

/** Stand-in body for a screen whose feature is not built yet: names the page and says what it will do. */
export function PagePlaceholder({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-3 px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}
