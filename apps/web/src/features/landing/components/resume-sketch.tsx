import { useTranslation } from "react-i18next";

function Lines({ widths }: { widths: readonly string[] }) {
  return (
    <div className="flex flex-col gap-2">
      {widths.map((width) => (
        <div key={width} className="h-1.5 rounded-full bg-muted-foreground/15" style={{ width }} />
      ))}
    </div>
  );
}

function Entry({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="h-2 rounded-full bg-muted-foreground/35" style={{ width: title }} />
      <Lines widths={lines} />
    </div>
  );
}

function Heading({ children }: { children: string }) {
  return <p className="text-[0.65rem] font-semibold tracking-wider text-primary uppercase">{children}</p>;
}

/** A drawing of a resume page for the hero; decorative, so hidden from assistive technology. */
export function ResumeSketch() {
  const { t } = useTranslation();

  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none max-lg:hidden">
      <div className="absolute -inset-4 -z-10 rotate-3 rounded-2xl bg-primary/10" />
      <div className="flex aspect-[1/1.3] flex-col gap-5 rounded-xl border bg-card p-7 shadow-xl">
        <div className="flex items-center gap-4">
          <div className="size-14 shrink-0 rounded-full bg-linear-to-br from-primary/40 to-primary/10" />
          <div className="flex flex-col gap-0.5">
            <p className="text-lg font-semibold">{t("landing.preview.name")}</p>
            <p className="text-sm text-muted-foreground">{t("landing.preview.headline")}</p>
          </div>
        </div>
        <Lines widths={["100%", "96%", "62%"]} />
        <div className="h-px bg-border" />
        <div className="grid flex-1 grid-cols-[1.6fr_1fr] gap-6">
          <div className="flex flex-col gap-4">
            <Heading>{t("landing.preview.experience")}</Heading>
            <Entry title="55%" lines={["94%", "86%", "70%"]} />
            <Entry title="48%" lines={["90%", "82%", "58%"]} />
            <Heading>{t("landing.preview.education")}</Heading>
            <Entry title="60%" lines={["88%", "52%"]} />
            <Heading>{t("landing.preview.projects")}</Heading>
            <Entry title="40%" lines={["84%", "66%"]} />
          </div>
          <div className="flex flex-col gap-4">
            <Heading>{t("landing.preview.skills")}</Heading>
            <div className="flex flex-col gap-2.5">
              {["100%", "70%", "85%", "60%"].map((width) => (
                <div key={width} className="h-1.5 rounded-full bg-primary/15">
                  <div className="h-1.5 rounded-full bg-primary/60" style={{ width }} />
                </div>
              ))}
            </div>
            <Heading>{t("landing.preview.languages")}</Heading>
            <div className="flex flex-wrap gap-1.5">
              {["3rem", "2.5rem", "3.5rem"].map((width) => (
                <div key={width} className="h-4 rounded-full bg-accent" style={{ width }} />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
