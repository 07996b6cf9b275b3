import { useMutation } from "@tanstack/react-query";
import type { Application } from "@vitae/schema";
import { CalendarArrowDown, ChevronLeft, ChevronRight, Copy, Link2Off, Rss } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { createCalendarFeed, nextStepIcsUrl, revokeCalendarFeed } from "../api/applications";

// The file type, the same in every language.
const icsExtension = ".ics";
const pad = (value: number) => String(value).padStart(2, "0");
/** A day as YYYY-MM-DD in the browser's zone. */
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local day a next step falls on: a whole day as written, an instant in the browser's zone. */
export const eventDay = (date: string) => (date.includes("T") ? dayKey(new Date(date)) : date);

/** The weeks (Monday first) covering a month: each day of them, with whether it belongs to the month. */
export const monthGrid = (year: number, month: number): { day: Date; inMonth: boolean }[][] => {
  const first = new Date(year, month, 1);
  const start = new Date(year, month, 1 - ((first.getDay() + 6) % 7));
  const weeks: { day: Date; inMonth: boolean }[][] = [];
  for (let cursor = start; weeks.length < 6; ) {
    const week = Array.from({ length: 7 }, (_, index) => {
      const day = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + index);
      return { day, inMonth: day.getMonth() === month };
    });
    weeks.push(week);
    cursor = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 7);
    if (cursor.getMonth() !== month && cursor > first) break;
  }
  return weeks;
};

function FeedPanel() {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const create = useMutation({ mutationFn: createCalendarFeed, onSuccess: (feed) => setUrl(feed.url) });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    meta: { errorToast: false },
    onSettled: () => {
      setUrl(null);
      toast({ title: t("applications.calendar.revoked") });
    },
  });
  const copy = async () => {
    if (url === null) return;
    await navigator.clipboard.writeText(url);
    toast({ variant: "success", title: t("applications.calendar.copied") });
  };
  return (
    <section aria-labelledby="calendar-feed" className="grid gap-2 rounded-xl border p-4">
      <h2 id="calendar-feed" className="flex items-center gap-2 font-semibold">
        <Rss aria-hidden className="size-4" />
        {t("applications.calendar.feed")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("applications.calendar.feedHint")}</p>
      {url !== null && (
        <div className="flex gap-2">
          <Input readOnly value={url} aria-label={t("applications.calendar.feed")} type="url" />
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden />
            {t("applications.calendar.copy")}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => create.mutate()} disabled={create.isPending}>
          {t(url === null ? "applications.calendar.createFeed" : "applications.calendar.newFeed")}
        </Button>
        <Button variant="outline" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
          <Link2Off aria-hidden />
          {t("applications.calendar.revoke")}
        </Button>
      </div>
    </section>
  );
}

/** A month of interviews and next steps; each event downloads as .ics; the private feed is managed below. */
export function ApplicationsCalendar({ applications }: { applications: Application[] }) {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() };
  });
  const events = applications
    .filter((application) => application.nextStep !== null)
    .map((application) => ({ application, day: eventDay(application.nextStep?.date ?? "") }))
    .sort((a, b) => (a.application.nextStep?.date ?? "").localeCompare(b.application.nextStep?.date ?? ""));
  const weeks = monthGrid(month.year, month.month);
  const monthPrefix = `${month.year}-${pad(month.month + 1)}`;
  const inMonth = events.filter((event) => event.day.startsWith(monthPrefix));
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: "short" });
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { dateStyle: "full" });
  const timeText = (date: string) =>
    date.includes("T")
      ? new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" }).format(new Date(date))
      : "";
  const move = (by: number) =>
    setMonth(({ year, month: current }) => {
      const date = new Date(year, current + by, 1);
      return { year: date.getFullYear(), month: date.getMonth() };
    });
  const title = new Intl.DateTimeFormat(i18n.language, { month: "long", year: "numeric" }).format(
    new Date(month.year, month.month, 1),
  );
  const eventTitle = (application: Application) => `${application.nextStep?.title} — ${application.company}`;

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t("applications.calendar.previous")}
          onClick={() => move(-1)}
        >
          <ChevronLeft aria-hidden className="rtl:rotate-180" />
        </Button>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label={t("applications.calendar.next")}
          onClick={() => move(1)}
        >
          <ChevronRight aria-hidden className="rtl:rotate-180" />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-xs">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {weeks[0]?.map(({ day }) => (
              <th key={day.toISOString()} scope="col" className="p-1 font-medium text-muted-foreground">
                {weekday.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.day.toISOString()}>
              {week.map(({ day, inMonth: current }) => {
                const today = dayKey(day) === dayKey(new Date());
                const those = events.filter((event) => event.day === dayKey(day));
                return (
                  <td
                    key={day.toISOString()}
                    aria-label={dayLabel.format(day)}
                    className={cn(
                      "h-16 border p-1 align-top sm:h-24",
                      !current && "bg-muted/40 text-muted-foreground",
                    )}
                  >
                    <span
                      className={cn(
                        "inline-block rounded-full px-1",
                        today && "bg-primary text-primary-foreground",
                      )}
                    >
                      {day.getDate()}
                    </span>
                    <ul className="grid gap-0.5">
                      {those.map(({ application }) => (
                        <li
                          key={application.id}
                          title={eventTitle(application)}
                          className={cn(
                            "truncate rounded px-1",
                            application.status === "interview" ? "bg-primary/15 text-foreground" : "bg-muted",
                          )}
                        >
                          {eventTitle(application)}
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="calendar-month-events" className="grid gap-2">
        <h2 id="calendar-month-events" className="font-semibold">
          {t("applications.calendar.events")}
        </h2>
        {inMonth.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("applications.calendar.nothing")}</p>
        )}
        <ul className="grid gap-2">
          {inMonth.map(({ application, day }) => (
            <li
              key={application.id}
              className="flex items-center justify-between gap-2 rounded-lg border p-2 text-sm"
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{eventTitle(application)}</span>
                <span className="text-muted-foreground">
                  {dayLabel.format(new Date(`${day}T12:00:00`))} {timeText(application.nextStep?.date ?? "")}
                </span>
              </span>
              <Button variant="outline" size="sm" asChild>
                <a
                  href={nextStepIcsUrl(application.id)}
                  download
                  aria-label={t("applications.calendar.download", { title: eventTitle(application) })}
                >
                  <CalendarArrowDown aria-hidden />
                  {icsExtension}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <FeedPanel />
    </div>
  );
}
