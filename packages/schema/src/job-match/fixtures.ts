// Real-looking job descriptions in three languages, for tests and the matching benchmark. Fictional employers.
export const jobDescriptions = {
  platformEngineerEn: `Senior Platform Engineer — Payments Infrastructure (Remote, EU time zones)

About the team
Our Payments Infrastructure team runs the distributed systems that move money for 40,000 merchants. We build the internal developer platform every product team deploys to, and we own its reliability end to end.

What you will do
- Design, build and operate services in Go and TypeScript on Kubernetes (we run k8s on AWS, provisioned with Terraform).
- Own our CI/CD pipelines and make deployments boring: progressive delivery, automated rollbacks, fast feedback.
- Improve observability across the platform: metrics, tracing and alerting with Prometheus, Grafana and OpenTelemetry.
- Work with product teams on the design of distributed systems: event streaming with Kafka, PostgreSQL at scale, caching with Redis.
- Mentor engineers, review designs and lead incident reviews.

What you bring
- 6+ years of backend engineering experience, at least 3 in platform engineering or site reliability engineering.
- Strong experience with Kubernetes, containers and infrastructure as code.
- Production experience with PostgreSQL and Kafka.
- Clear written communication and experience working with stakeholders across teams.
- Nice to have: experience with payments, PCI DSS, or developer tooling.

We offer a learning budget, flexible hours and a platform engineering guild that meets weekly.
`,
  productDesignerEn: `Senior Product Designer — Design Systems (Hybrid, London)

About Brightline
Brightline builds budgeting tools used by two million households. At Brightline, our design system team keeps 14 product squads shipping consistent, accessible interfaces.

What you will do
- Own our design system in Figma and its coded counterpart in Storybook, from design tokens to documented components.
- Plan usability testing and A/B testing with product managers, and read the results in Amplitude and Mixpanel.
- Work with engineers on quality assurance of every release: visual regression checks and accessibility audits against WCAG 2.2.
- Define and evolve design tokens for colour, type and spacing across web, iOS and Android.
- Mentor designers and run weekly design critiques.

What you bring
- 5+ years of product design experience, at least 2 on a design system.
- Expert Figma skills and working knowledge of Storybook, HTML and CSS.
- Experience with product analytics tools such as Amplitude, Mixpanel or Looker.
- A portfolio that shows research, interaction design and visual design.
- Nice to have: Framer or Tokens Studio.

We offer a learning budget, flexible hours and a yearly design offsite. Join Brightline and help two million households plan their money.
`,
  produktmanagerDe: `Produktmanagerin / Produktmanager (m/w/d) Digitale Lernplattform – Berlin oder remote

Über uns
Wir entwickeln eine digitale Lernplattform für Hochschulen mit über 200.000 Studierenden. Unser Produktteam arbeitet eng mit Entwicklung, Design und Vertrieb zusammen.

Deine Aufgaben
- Du verantwortest die Produktstrategie und die Roadmap für unsere Lernplattform.
- Du führst Nutzerinterviews durch und übersetzt Erkenntnisse in klare Anforderungen.
- Du priorisierst das Backlog gemeinsam mit dem Entwicklungsteam nach Scrum.
- Du definierst KPIs und misst den Erfolg neuer Funktionen mit Datenanalyse.
- Du stimmst dich mit Stakeholdern aus Vertrieb, Support und Hochschulen ab.

Dein Profil
- Mindestens vier Jahre Erfahrung im Produktmanagement, idealerweise bei SaaS-Produkten.
- Erfahrung mit agilen Methoden, Scrum und Kanban.
- Sicherer Umgang mit Datenanalyse, SQL und Tableau.
- Sehr gute Kommunikation auf Deutsch und Englisch.
- Erfahrung im Bildungsbereich oder mit Lernplattformen ist ein Plus.

Wir bieten flexible Arbeitszeiten, ein Weiterbildungsbudget und ein motiviertes Team.
`,
  dataAnalystJa: `データアナリスト(東京・ハイブリッド勤務)

会社概要
当社はオンライン教育サービスを運営しており、学習データを活用したサービス改善に取り組んでいます。

業務内容
・学習データの分析とレポート作成
・SQL と Python を用いたデータ分析基盤の運用
・Tableau によるダッシュボードの作成と改善
・KPI の設計とモニタリング
・プロダクトチームと連携した A/B テストの設計と分析

応募資格
・データ分析の実務経験 3 年以上
・SQL と Python の実務経験
・統計の基礎知識
・関係者とのコミュニケーション能力

歓迎スキル
・機械学習の実務経験
・教育業界での経験
・英語でのコミュニケーション
`,
};
