import { deepFreeze } from "./defaults.ts";
import { type ResumeData, type ResumeDataInput, ResumeDataSchema } from "./resume-data.ts";

// A fictional person. Any resemblance to a real one is a coincidence; addresses use reserved example domains.

const openSourceSectionId = "sample-open-source";

export const sampleResumeDataInput = {
  basics: {
    name: "Meera Iyer",
    headline: "Senior Software Engineer · Distributed Systems & Developer Tooling",
    email: "meera.iyer@example.com",
    phone: "+91 98450 12345",
    location: "Bengaluru, India",
    url: { label: "meera.example.dev", href: "https://meera.example.dev" },
    customFields: [
      {
        id: "sample-field-availability",
        icon: "calendar",
        name: "Availability",
        value: "Notice period: 30 days",
      },
    ],
    picture: { size: 96, aspectRatio: 1, borderRadius: 9999 },
  },
  sections: {
    summary: {
      content:
        "<p>Backend engineer with seven years of experience building payment and logistics platforms that serve millions of requests a day. I like turning slow, fragile systems into boring, reliable ones, and I mentor engineers along the way.</p><ul><li>Cut p99 checkout latency from 1.2 s to 280 ms at Quillpay.</li><li>Led a team of five through a zero-downtime migration to PostgreSQL 15.</li></ul>",
    },
    education: {
      items: [
        {
          id: "sample-education-1",
          institution: "Deccan Institute of Technology",
          studyType: "Bachelor of Technology",
          area: "Computer Science and Engineering",
          score: "CGPA 8.7 / 10",
          date: "2013 - 2017",
          summary:
            "<p>Final-year project: a fault-tolerant key-value store built on the Raft consensus algorithm.</p>",
          url: { label: "", href: "https://dit.example.edu" },
        },
        {
          id: "sample-education-2",
          institution: "Chamundi Public School, Mysuru",
          studyType: "Senior Secondary (Class XII)",
          area: "Physics, Chemistry, Mathematics",
          score: "94.2%",
          date: "2011 - 2013",
        },
      ],
    },
    experience: {
      items: [
        {
          id: "sample-experience-1",
          company: "Quillpay",
          position: "Senior Software Engineer",
          location: "Bengaluru (hybrid)",
          date: "Mar 2021 - Present",
          summary:
            "<ul><li>Own the checkout API (Go, PostgreSQL, Kafka) handling 40 million payments a month.</li><li>Designed an idempotency layer that removed duplicate charges during network retries.</li><li>Mentor four engineers; run the team's weekly design review.</li></ul>",
          url: { label: "quillpay.example.com", href: "https://quillpay.example.com" },
        },
        {
          id: "sample-experience-2",
          company: "Tarang Logistics",
          position: "Software Engineer",
          location: "Pune",
          date: "Jul 2017 - Feb 2021",
          summary:
            "<ul><li>Built the route-planning service in TypeScript and Node.js used by 3,000 delivery partners.</li><li>Introduced contract tests between services, halving integration incidents in a year.</li></ul>",
        },
      ],
    },
    internship: {
      items: [
        {
          id: "sample-internship-1",
          company: "Nimbus Analytics",
          position: "Backend Engineering Intern",
          location: "Hyderabad",
          date: "May 2016 - Jul 2016",
          summary:
            "<p>Wrote a log ingestion pipeline in Python that replaced nightly batch jobs with hourly updates.</p>",
        },
      ],
    },
    projects: {
      items: [
        {
          id: "sample-project-1",
          name: "pgwatch-lite",
          description: "Open-source PostgreSQL monitoring agent",
          date: "2022 - Present",
          summary:
            "<p>A single-binary agent that ships query statistics to Prometheus. 1,400 stars on GitHub.</p>",
          keywords: ["Go", "PostgreSQL", "Prometheus"],
          url: { label: "Source code", href: "https://github.com/meera-iyer-sample/pgwatch-lite" },
        },
        {
          id: "sample-project-2",
          name: "Dabba Planner",
          description: "Meal-planning app for shared kitchens",
          date: "2020",
          location: "Weekend project",
          summary: "<p>React Native app that splits grocery lists and costs between flatmates.</p>",
          keywords: ["React Native", "SQLite"],
        },
      ],
    },
    certifications: {
      items: [
        {
          id: "sample-certification-1",
          name: "Certified Kubernetes Application Developer",
          issuer: "Cloud Native Computing Foundation",
          date: "2023",
          url: { label: "Verify", href: "https://certs.example.org/ckad/meera-iyer" },
        },
        {
          id: "sample-certification-2",
          name: "AWS Certified Solutions Architect – Associate",
          issuer: "Amazon Web Services",
          date: "2021",
        },
      ],
    },
    languages: {
      items: [
        { id: "sample-language-1", name: "English", description: "Full professional proficiency", level: 5 },
        { id: "sample-language-2", name: "Tamil", description: "Native", level: 5 },
        { id: "sample-language-3", name: "Hindi", description: "Professional working proficiency", level: 4 },
      ],
    },
    skills: {
      items: [
        {
          id: "sample-skill-1",
          name: "Backend development",
          description: "Expert",
          level: 5,
          keywords: ["Go", "TypeScript", "Node.js", "Python"],
        },
        {
          id: "sample-skill-2",
          name: "Data stores",
          description: "Advanced",
          level: 4,
          keywords: ["PostgreSQL", "Redis", "Kafka"],
        },
        {
          id: "sample-skill-3",
          name: "Cloud and operations",
          description: "Advanced",
          level: 4,
          keywords: ["Kubernetes", "Terraform", "AWS", "Observability"],
        },
      ],
    },
    profiles: {
      items: [
        {
          id: "sample-profile-1",
          network: "GitHub",
          username: "meera-iyer-sample",
          icon: "github",
          url: { label: "", href: "https://github.com/meera-iyer-sample" },
        },
        {
          id: "sample-profile-2",
          network: "LinkedIn",
          username: "meera-iyer-sample",
          icon: "linkedin",
          url: { label: "", href: "https://www.linkedin.com/in/meera-iyer-sample" },
        },
      ],
    },
    awards: {
      items: [
        {
          id: "sample-award-1",
          title: "Engineering Excellence Award",
          awarder: "Quillpay",
          date: "2023",
          summary: "<p>For leading the checkout latency programme.</p>",
        },
        {
          id: "sample-award-2",
          title: "National Student Hackathon – Finalist",
          awarder: "Deccan Institute of Technology",
          date: "2016",
        },
      ],
    },
    interests: {
      items: [
        { id: "sample-interest-1", name: "Carnatic music", keywords: ["Veena", "Concert volunteering"] },
        { id: "sample-interest-2", name: "Trekking", keywords: ["Western Ghats", "Himalayan treks"] },
      ],
    },
    publications: {
      items: [
        {
          id: "sample-publication-1",
          name: "Idempotency keys at scale: lessons from a payments API",
          publisher: "Quillpay Engineering Blog",
          date: "Sep 2023",
          summary: "<p>How a small table and careful retries ended duplicate charges.</p>",
          url: { label: "Read", href: "https://engineering.quillpay.example.com/idempotency-keys" },
        },
      ],
    },
    volunteer: {
      items: [
        {
          id: "sample-volunteer-1",
          organization: "Code for Karnataka",
          position: "Mentor",
          location: "Bengaluru",
          date: "2019 - Present",
          summary: "<p>Teach weekend programming classes to first-generation college students.</p>",
        },
      ],
    },
    references: {
      items: [
        {
          id: "sample-reference-1",
          name: "Rohan Deshpande",
          description: "Engineering Manager, Quillpay",
          summary: "<p>Available on request.</p>",
        },
      ],
    },
    custom: {
      [openSourceSectionId]: {
        id: openSourceSectionId,
        name: "Open Source Contributions",
        items: [
          {
            id: "sample-custom-1",
            name: "tidewater-queue",
            description: "Maintainer",
            date: "2022",
            summary: "<p>Fixed connection leaks on job timeouts and wrote the retry-policy guide.</p>",
            keywords: ["TypeScript", "PostgreSQL"],
            url: { label: "Project page", href: "https://tidewater.example.org" },
          },
          {
            id: "sample-custom-2",
            name: "Open-source office hours",
            description: "Organiser",
            date: "2021 - Present",
            location: "Online",
            summary: "<p>Monthly sessions helping newcomers land their first pull request.</p>",
          },
        ],
      },
    },
  },
  metadata: {
    template: "lpu",
    layout: [
      [
        ["summary", "experience", "internship", "projects", "education", `custom.${openSourceSectionId}`],
        [
          "profiles",
          "skills",
          "languages",
          "certifications",
          "awards",
          "publications",
          "volunteer",
          "interests",
          "references",
        ],
      ],
    ],
    page: { margin: 14 },
    theme: { primary: "#1d4ed8" },
    typography: { font: { family: "PT Sans", size: 12.45 } },
  },
} satisfies ResumeDataInput;

/** A complete, realistic resume for the "create from sample" option, previews and template checks. Frozen. */
export const sampleResumeData: ResumeData = deepFreeze(ResumeDataSchema.parse(sampleResumeDataInput));

export const createSampleResumeData = (): ResumeData => ResumeDataSchema.parse(sampleResumeDataInput);
