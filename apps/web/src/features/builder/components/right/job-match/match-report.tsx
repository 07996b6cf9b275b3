import { type ResumeData, resumeInLanguage } from "@vitae/schema";
import type { JobKeyword, JobMatch } from "@vitae/schema/job-match";
import { resolveSection } from "@vitae/templates";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBuilderStore } from "../../../store/builder-store";
import { useEditedLanguage } from "../../../translations/builder-language";
import { KeywordSuggestions } from "./keyword-suggestions";

type Matcher = typeof import("@vitae/schema/job-match").matchJobDescription;

/** The matcher and its stop-word lists load only once someone matches a description. */
function useMatcher(): Matcher | undefined {
  const [matcher, setMatcher] = useState<{ run: Matcher }>();
  useEffect(() => {
    let live = true;
    void import("@vitae/schema/job-match").then((module) => {
      if (live) setMatcher({ run: module.matchJobDescription });
    });
    return () => {
      live = false;
    };
  }, []);
  return matcher?.run;
}

function useSectionName(data: ResumeData) {
  const { t } = useTranslation();
  return (id: string) =>
    id === "basics" ? t("builder.basics.title") : (resolveSection(data, id)?.section.name ?? id);
}

function KeywordList({
  keywords,
  data,
  found,
}: {
  keywords: JobKeyword[];
  data: ResumeData;
  found: boolean;
}) {
  const { t, i18n } = useTranslation();
  const sectionName = useSectionName(data);
  const list = new Intl.ListFormat(i18n.language, { type: "disjunction" });
  const all = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (
    <ul className="grid gap-1.5">
      {keywords.map((keyword) => (
        <li
          key={`${keyword.kind}:${keyword.label}`}
          className="flex flex-wrap items-baseline gap-x-2 text-sm"
        >
          <span className="font-medium">{keyword.label}</span>
          <span className="text-xs text-muted-foreground">
            {t(`builder.jobMatch.kinds.${keyword.kind}`)}
            {" · "}
            {found
              ? t("builder.jobMatch.foundIn", { sections: all.format(keyword.foundIn.map(sectionName)) })
              : t("builder.jobMatch.addTo", { sections: list.format(keyword.addTo.map(sectionName)) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Score, what it is made of, the missing keywords with where to add them, and the ones the resume has. */
export function MatchReport({ description }: { description: string }) {
  const { t, i18n } = useTranslation();
  const source = useBuilderStore((state) => state.data);
  // The job is matched against the resume in the language the builder shows.
  const language = useEditedLanguage();
  const data = useMemo(
    () => (source !== null && language !== null ? resumeInLanguage(source, language) : source),
    [source, language],
  );
  const matcher = useMatcher();
  const deferred = useDeferredValue(description);
  const [match, setMatch] = useState<JobMatch>();
  useEffect(() => {
    if (matcher && data) setMatch(matcher({ description: deferred, data }));
  }, [matcher, data, deferred]);
  if (!data || !match)
    return <p className="text-sm text-muted-foreground">{t("builder.jobMatch.analysing")}</p>;
  const missing = match.keywords.filter((keyword) => keyword.foundIn.length === 0);
  const found = match.keywords.filter((keyword) => keyword.foundIn.length > 0);
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" }).format(match.score / 100);
  return (
    <div className="grid gap-4" data-testid="job-match-report">
      <div className="grid gap-1.5">
        <p className="flex items-baseline justify-between text-sm font-medium">
          <span>{t("builder.jobMatch.score")}</span>
          <span className="text-2xl font-semibold tabular-nums" data-testid="job-match-score">
            {percent}
          </span>
        </p>
        <meter
          className="h-2 w-full"
          min={0}
          max={100}
          low={50}
          high={75}
          optimum={100}
          value={match.score}
          aria-label={t("builder.jobMatch.score")}
        />
        <p className="text-xs text-muted-foreground">
          {t("builder.jobMatch.parts", {
            skills: `${match.parts.skill.found}/${match.parts.skill.total}`,
            phrases: `${match.parts.phrase.found}/${match.parts.phrase.total}`,
            words: `${match.parts.word.found}/${match.parts.word.total}`,
          })}
        </p>
      </div>
      {missing.length === 0 ? null : (
        <section className="grid gap-2" data-testid="job-match-missing">
          <h3 className="text-sm font-medium">{t("builder.jobMatch.missing")}</h3>
          <KeywordList keywords={missing} data={data} found={false} />
        </section>
      )}
      <KeywordSuggestions
        keywords={missing.filter((keyword) => keyword.kind !== "word").map((keyword) => keyword.label)}
      />
      {found.length === 0 ? null : (
        <section className="grid gap-2">
          <h3 className="text-sm font-medium">{t("builder.jobMatch.found")}</h3>
          <KeywordList keywords={found} data={data} found />
        </section>
      )}
    </div>
  );
}
