import { useQuery } from "@tanstack/react-query";
import type { ApplicationInsights } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { insightsQuery } from "../api/applications";

// Loaded on its own (React.lazy): the chart library stays out of the dashboard's first download.

const axis = { fontSize: 12, fill: "var(--muted-foreground)" };
const tooltip = {
  contentStyle: { background: "var(--popover)", color: "var(--popover-foreground)", borderRadius: 8 },
  cursor: { fill: "var(--muted)" },
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-xl border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Numbers and labels in the interface's language. */
export const formatInsights = (insights: ApplicationInsights, language: string) => ({
  total: new Intl.NumberFormat(language).format(insights.total),
  responseRate:
    insights.responseRate === null
      ? "—"
      : new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(
          insights.responseRate,
        ),
  medianDays:
    insights.medianDaysToFirstResponse === null
      ? "—"
      : new Intl.NumberFormat(language, {
          style: "unit",
          unit: "day",
          unitDisplay: "long",
          maximumFractionDigits: 1,
        }).format(insights.medianDaysToFirstResponse),
});

export default function ApplicationsInsights() {
  const { t, i18n } = useTranslation();
  const insights = useQuery(insightsQuery());
  if (insights.isPending) return <p className="text-sm text-muted-foreground">{t("applications.loading")}</p>;
  if (insights.isError) return <p className="text-sm text-destructive">{t("applications.loadError")}</p>;
  const data = insights.data;
  const text = formatInsights(data, i18n.language);
  const perStatus = data.perStatus.map((entry) => ({
    name: t(`applications.status.${entry.status}`),
    count: entry.count,
  }));
  const number = new Intl.NumberFormat(i18n.language);
  const rtl = i18n.dir() === "rtl";
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label={t("applications.insights.applications")} value={text.total} />
        <Stat label={t("applications.insights.responseRate")} value={text.responseRate} />
        <Stat label={t("applications.insights.medianDays")} value={text.medianDays} />
      </dl>
      <figure className="grid gap-2 rounded-xl border p-4">
        <figcaption className="font-semibold">{t("applications.insights.perStatus")}</figcaption>
        <div
          className="h-56"
          role="img"
          aria-label={perStatus.map((entry) => `${entry.name}: ${number.format(entry.count)}`).join(", ")}
        >
          <ResponsiveContainer width="100%" height="100%">
            {/* Bars lie down so every status name fits on its own line, on a phone too. */}
            <BarChart data={perStatus} layout="vertical" margin={{ top: 0, right: 16, left: 8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
              <XAxis
                type="number"
                allowDecimals={false}
                tick={axis}
                tickFormatter={(value: number) => number.format(value)}
                reversed={rtl}
              />
              <YAxis
                type="category"
                dataKey="name"
                tick={axis}
                width={96}
                interval={0}
                orientation={rtl ? "right" : "left"}
              />
              <Tooltip {...tooltip} formatter={(value) => number.format(Number(value))} />
              <Bar
                dataKey="count"
                name={t("applications.insights.applications")}
                fill="var(--primary)"
                radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="grid gap-2 rounded-xl border p-4">
        <figcaption className="font-semibold">{t("applications.insights.perResume")}</figcaption>
        {data.perResume.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("applications.insights.noData")}</p>
        ) : (
          <div
            className="h-56"
            role="img"
            aria-label={data.perResume
              .map((entry) =>
                t("applications.insights.resumeSummary", {
                  title: entry.title,
                  applications: number.format(entry.applications),
                  interviews: number.format(entry.interviews),
                }),
              )
              .join("; ")}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data.perResume} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
                <XAxis dataKey="title" tick={axis} interval={0} reversed={rtl} />
                <YAxis
                  allowDecimals={false}
                  tick={axis}
                  tickFormatter={(value: number) => number.format(value)}
                  orientation={rtl ? "right" : "left"}
                />
                <Tooltip {...tooltip} formatter={(value) => number.format(Number(value))} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar
                  dataKey="applications"
                  name={t("applications.insights.applications")}
                  fill="var(--muted-foreground)"
                  radius={[4, 4, 0, 0]}
                />
                <Bar
                  dataKey="interviews"
                  name={t("applications.insights.interviews")}
                  fill="var(--primary)"
                  radius={[4, 4, 0, 0]}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </figure>
    </div>
  );
}
