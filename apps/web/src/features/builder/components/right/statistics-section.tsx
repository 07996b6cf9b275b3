import { useQuery } from "@tanstack/react-query";
import { ChartColumn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { statisticsQuery } from "../../api/get-statistics";
import { useBuilderStore } from "../../store/builder-store";
import { PanelSection } from "../panel-section";

function Counts({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(statisticsQuery(id));
  const counts = [
    { label: t("builder.statistics.views"), value: data?.views },
    { label: t("builder.statistics.downloads"), value: data?.downloads },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {counts.map(({ label, value }) => (
        <div key={label} className="grid gap-1 rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value ?? "–"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Views and downloads, fetched only while the resume is public. */
export function StatisticsSection() {
  const { t } = useTranslation();
  const resume = useBuilderStore((state) => state.resume);
  if (!resume) return null;
  return (
    <PanelSection icon={ChartColumn} title={t("builder.statistics.title")}>
      {resume.visibility === "public" ? (
        <Counts id={resume.id} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("builder.statistics.privateNote")}</p>
      )}
    </PanelSection>
  );
}
