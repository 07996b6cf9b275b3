import { type ApplicationInsights, type ApplicationStatus, applicationStatuses } from "@vitae/schema";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "./application.repo.ts";

// What counts, from the status history:
// - sent: the application reached applied or later (a closing after sending counts; withdrawing unsent does not);
// - an answer: screening, interview or offer, or a closing the company caused or that followed an offer
//   (rejected, declined, accepted);
// - days to the first answer: from the first `applied` to the first answer after it.
const perApplication = (userId: string) => sql`
  select a.id, a.resume_id,
    min(c.at) filter (where c.status = 'applied') as applied_at,
    bool_or(c.status in ('applied', 'screening', 'interview', 'offer')
      or (c.status = 'closed' and c.closed_reason <> 'withdrawn')) as sent,
    min(c.at) filter (where c.status in ('screening', 'interview', 'offer')
      or (c.status = 'closed' and c.closed_reason in ('rejected', 'declined', 'accepted'))) as answered_at,
    bool_or(c.status in ('interview', 'offer')) as interviewed
  from applications a join application_status_changes c on c.application_id = a.id
  where a.user_id = ${userId}
  group by a.id, a.resume_id`;

type Totals = {
  total: number;
  applied: number;
  responded: number;
  median_days: number | null;
};

/** The numbers of the insights view, each computed by the database. */
export const applicationInsights = async (db: Db, userId: string): Promise<ApplicationInsights> => {
  const statusList = sql.raw(applicationStatuses.map((status) => `'${status}'`).join(", "));
  const [perStatus, [totals], perResume] = await Promise.all([
    db.execute(sql`
      select s.status, count(a.id)::int as count
      from unnest(array[${statusList}]) with ordinality as s(status, position)
      left join applications a on a.status = s.status and a.user_id = ${userId}
      group by s.status, s.position order by s.position`),
    db.execute(sql`
      with p as (${perApplication(userId)})
      select count(*)::int as total,
        count(*) filter (where sent)::int as applied,
        count(*) filter (where sent and answered_at is not null)::int as responded,
        percentile_cont(0.5) within group (
          order by extract(epoch from (answered_at - applied_at)) / 86400
        ) filter (where answered_at >= applied_at) as median_days
      from p`),
    db.execute(sql`
      with p as (${perApplication(userId)})
      select r.id as resume_id, r.title, count(*)::int as applications,
        count(*) filter (where p.interviewed)::int as interviews
      from p join resumes r on r.id = p.resume_id
      group by r.id, r.title
      order by interviews desc, applications desc, r.title`),
  ]).then(
    ([statuses, sums, resumes]) =>
      [
        rowsOf<{ status: ApplicationStatus; count: number }>(statuses),
        rowsOf<Totals>(sums),
        rowsOf<{ resume_id: string; title: string; applications: number; interviews: number }>(resumes),
      ] as const,
  );
  const applied = totals?.applied ?? 0;
  const responded = totals?.responded ?? 0;
  const median = totals?.median_days;
  return {
    total: totals?.total ?? 0,
    perStatus,
    applied,
    responded,
    responseRate: applied === 0 ? null : responded / applied,
    medianDaysToFirstResponse:
      median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
    perResume: perResume.map((row) => ({
      resumeId: row.resume_id,
      title: row.title,
      applications: row.applications,
      interviews: row.interviews,
    })),
  };
};
