// Resumes for template checks (tests, the gallery, the server's printer tests): every field filled, nearly
// empty, long enough for three sheets, and the sample on a dark theme. Fictional people; example domains.
import {
  type ResumeData,
  type ResumeDataInput,
  ResumeDataSchema,
  sampleResumeData,
  sampleResumeDataInput,
  type TemplateId,
} from "@vitae/schema";

/** A portrait drawn in SVG (no text), so pictures render without any network. */
export const samplePictureUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#c7d2dc"/><circle cx="60" cy="47" r="22" fill="#6b7c8c"/><path d="M18 120c4-26 21-40 42-40s38 14 42 40z" fill="#6b7c8c"/></svg>',
)}`;

/** Strings that only hidden things carry: none may appear in a rendered resume. */
export const hiddenMarkers = {
  item: "Hidden Employer Ltd",
  itemSummary: "never-printed-item-summary",
  section: "Hidden Section Heading",
  sectionItem: "never-printed-section-item",
  unplacedSection: "Section Outside The Layout",
} as const;

export const allSectionsCustomId = "fixture-custom-visible";
const hiddenCustomId = "fixture-custom-hidden";
const unplacedCustomId = "fixture-custom-unplaced";

const allSectionsInput = {
  basics: {
    name: "Aleksander Nowak-Whitfield",
    headline: "Principal Product Designer & Design Systems Lead",
    email: "aleks.nowak@example.org",
    phone: "+44 20 7946 0321",
    location: "Manchester, United Kingdom",
    url: { label: "nowak.design", href: "https://nowak.example.org" },
    customFields: [
      { id: "field-availability", icon: "calendar", name: "Availability", value: "From June 2025" },
      {
        id: "field-portfolio",
        icon: "dribbble",
        name: "Portfolio",
        value: "https://dribbble.com/aleks-sample",
      },
      { id: "field-licence", icon: "", name: "", value: "Full UK driving licence" },
    ],
    picture: {
      url: samplePictureUrl,
      size: 88,
      aspectRatio: 1,
      borderRadius: 9999,
      effects: { hidden: false, border: false, grayscale: false },
    },
  },
  sections: {
    summary: {
      name: "Profile",
      content:
        '<p>Designer with <strong>twelve years</strong> of experience shaping products used by <em>millions</em> of people, from early research to <u>shipped</u> design systems. Previously at <a href="https://example.com/studio">Northwind Studio</a>.</p><ul><li>Built a design system adopted by 14 product teams.</li><li>Mentored nine designers into senior roles.</li></ul><ol><li>Research</li><li>Systems</li></ol><blockquote><p>Design is how it works.</p></blockquote><p>Tools: <code>Figma</code>, <s>Sketch</s>.</p>',
    },
    experience: {
      columns: 1,
      items: [
        {
          id: "exp-1",
          company: "Fabrikam Health",
          position: "Principal Product Designer",
          location: "Manchester (hybrid)",
          date: "Jan 2021 - Present",
          summary:
            "<ul><li>Lead design for the patient app (2.1 million monthly users) and its clinician dashboard.</li><li>Cut appointment-booking drop-off by 31% with a redesigned three-step flow.</li></ul>",
          url: { label: "fabrikam.example.com", href: "https://fabrikam.example.com" },
        },
        {
          id: "exp-2",
          company: "Northwind Studio",
          position: "Senior Product Designer",
          location: "London",
          date: "Mar 2016 - Dec 2020",
          summary: "<p>Designed booking and payments flows for travel and retail clients.</p>",
          url: { label: "", href: "https://northwind.example.com" },
        },
        {
          id: "exp-hidden",
          visible: false,
          company: hiddenMarkers.item,
          position: "Hidden Position",
          location: "Nowhere",
          date: "1999",
          summary: `<p>${hiddenMarkers.itemSummary}</p>`,
        },
      ],
    },
    internship: {
      items: [
        {
          id: "int-1",
          company: "Contoso Labs",
          position: "UX Research Intern",
          location: "Leeds",
          date: "Summer 2012",
          summary: "<p>Ran 40 usability sessions for a banking prototype.</p>",
          url: { label: "Report", href: "https://contoso.example.com/report" },
        },
      ],
    },
    education: {
      items: [
        {
          id: "edu-1",
          institution: "University of Leeds",
          studyType: "Master of Arts",
          area: "Interaction Design",
          score: "Distinction",
          date: "2011 - 2012",
          summary: "<p>Thesis on accessible data visualisation.</p>",
          url: { label: "leeds.example.ac.uk", href: "https://leeds.example.ac.uk" },
        },
        {
          id: "edu-2",
          institution: "Kraków Academy of Fine Arts",
          studyType: "Bachelor of Arts",
          area: "Graphic Design",
          score: "First-class honours",
          date: "2007 - 2011",
        },
      ],
    },
    projects: {
      columns: 2,
      items: [
        {
          id: "proj-1",
          name: "Harbour Design System",
          description: "Open-source component library",
          date: "2019 - Present",
          location: "Remote",
          summary: "<p>Tokens, components and guidelines used by 14 teams.</p>",
          keywords: ["Figma", "React", "Design tokens"],
          url: { label: "harbour.example.org", href: "https://harbour.example.org" },
        },
        {
          id: "proj-2",
          name: "Type Specimen Generator",
          description: "Weekend tool",
          date: "2022",
          summary: "<p>Generates printable specimens for variable fonts.</p>",
          keywords: ["TypeScript", "Canvas"],
        },
      ],
    },
    certifications: {
      items: [
        {
          id: "cert-1",
          name: "Certified Usability Analyst",
          issuer: "Human Factors International",
          date: "2018",
          credentialId: "CUA-4471",
          summary: "<p>Renewed 2023.</p>",
          url: { label: "Verify", href: "https://certs.example.org/cua/123" },
        },
        { id: "cert-2", name: "Accessibility Specialist (CPACC)", issuer: "IAAP", date: "2020" },
      ],
    },
    languages: {
      items: [
        { id: "lang-1", name: "English", description: "Native", level: 5 },
        { id: "lang-2", name: "Polish", description: "Native", level: 5 },
        { id: "lang-3", name: "German", description: "Conversational (B1)", level: 3 },
        { id: "lang-4", name: "Welsh", description: "Learning", level: 0 },
      ],
    },
    skills: {
      columns: 2,
      items: [
        {
          id: "skill-1",
          name: "Interaction design",
          description: "Expert",
          level: 5,
          keywords: ["Prototyping", "Flows"],
        },
        {
          id: "skill-2",
          name: "Research",
          description: "Advanced",
          level: 4,
          keywords: ["Interviews", "Testing"],
        },
        {
          id: "skill-3",
          name: "Front-end",
          description: "Working knowledge",
          level: 2,
          keywords: ["HTML", "CSS"],
        },
      ],
    },
    profiles: {
      items: [
        {
          id: "prof-1",
          network: "GitHub",
          username: "aleks-sample",
          icon: "github",
          url: { label: "", href: "https://github.com/aleks-sample" },
        },
        {
          id: "prof-2",
          network: "Dribbble",
          username: "aleks-sample",
          icon: "dribbble",
          url: { label: "Shots", href: "https://dribbble.com/aleks-sample" },
        },
        { id: "prof-3", network: "Mastodon", username: "@aleks@example.social", icon: "mastodon" },
      ],
    },
    awards: {
      items: [
        {
          id: "award-1",
          title: "Design Week Award",
          awarder: "Design Week",
          date: "2022",
          summary: "<p>Best digital public service.</p>",
          url: { label: "Announcement", href: "https://designweek.example.com/2022" },
        },
      ],
    },
    interests: {
      columns: 2,
      items: [
        { id: "interest-1", name: "Letterpress", keywords: ["Wood type", "Bookbinding"] },
        { id: "interest-2", name: "Fell running", keywords: ["Lake District"] },
      ],
    },
    publications: {
      items: [
        {
          id: "pub-1",
          name: "Tokens all the way down",
          publisher: "Smashing-style Magazine",
          date: "Apr 2023",
          summary: "<p>How design tokens scale across brands.</p>",
          url: { label: "Read the article", href: "https://magazine.example.com/tokens" },
        },
      ],
    },
    volunteer: {
      items: [
        {
          id: "vol-1",
          organization: "Design for Good Manchester",
          position: "Organiser",
          location: "Manchester",
          date: "2018 - Present",
          summary: "<p>Monthly pro-bono design sprints for local charities.</p>",
          url: { label: "", href: "https://dfg.example.org" },
        },
      ],
    },
    references: {
      items: [
        {
          id: "ref-1",
          name: "Priya Raman",
          description: "VP Design, Fabrikam Health",
          summary: "<p>priya.raman@example.com</p>",
          url: { label: "LinkedIn profile", href: "https://social.example.com/priya" },
        },
      ],
    },
    custom: {
      [allSectionsCustomId]: {
        id: allSectionsCustomId,
        name: "Speaking",
        columns: 1,
        items: [
          {
            id: "talk-1",
            name: "Design systems that survive reorgs",
            description: "Keynote",
            date: "Oct 2024",
            location: "Config Europe, Amsterdam",
            summary: "<p>Governance models for shared components.</p>",
            keywords: ["Design systems", "Governance"],
            url: { label: "Slides", href: "https://talks.example.org/reorgs" },
          },
        ],
      },
      [hiddenCustomId]: {
        id: hiddenCustomId,
        name: hiddenMarkers.section,
        visible: false,
        items: [{ id: "hidden-1", name: hiddenMarkers.sectionItem }],
      },
      [unplacedCustomId]: {
        id: unplacedCustomId,
        name: hiddenMarkers.unplacedSection,
        items: [{ id: "unplaced-1", name: "Unplaced item" }],
      },
    },
  },
  metadata: {
    layout: [
      [
        [
          "summary",
          "experience",
          "internship",
          "projects",
          "education",
          `custom.${allSectionsCustomId}`,
          `custom.${hiddenCustomId}`,
        ],
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
    theme: { primary: "#0f766e" },
    typography: { font: { family: "IBM Plex Sans", size: 12.5 }, lineHeight: 1.45, hideIcons: false },
    page: { margin: 20 },
  },
} satisfies ResumeDataInput;

const nearlyEmptyInput = {
  basics: { name: "Sam Okafor", headline: "Graduate Data Analyst", email: "sam.okafor@example.net" },
  sections: {
    education: {
      items: [
        {
          id: "edu-1",
          institution: "University of Lagos",
          studyType: "BSc",
          area: "Statistics",
          date: "2020 - 2024",
        },
      ],
    },
  },
  metadata: {
    theme: { primary: "#000000" },
    typography: { font: { family: "Times New Roman" } },
  },
} satisfies ResumeDataInput;

// --- The long resume: enough for three sheets in every template ------------------------------------------

const bullets = [
  "Led the migration of the billing platform to an event-driven architecture, cutting month-end processing from nine hours to forty minutes.",
  "Introduced service-level objectives and error budgets across twelve services; paging volume fell by 60% within two quarters.",
  "Mentored six engineers, two of whom now lead teams of their own, and ran the weekly architecture review.",
  "Designed a tenant-isolation model that let the company sign its first regulated banking customer.",
  "Partnered with product and design on discovery interviews with forty customers, shaping the next year's roadmap.",
  "Wrote the incident-review guide adopted by the whole engineering organisation.",
];

const companies = [
  ["Globex Payments", "Staff Engineer", "Amsterdam", "2022 - Present"],
  ["Initech Cloud", "Senior Engineer", "Rotterdam", "2019 - 2022"],
  ["Umbrella Logistics", "Senior Engineer", "Utrecht", "2017 - 2019"],
  ["Hooli Search", "Software Engineer", "Dublin", "2015 - 2017"],
  ["Vandelay Imports", "Software Engineer", "Dublin", "2013 - 2015"],
  ["Soylent Foods", "Junior Developer", "Cork", "2011 - 2013"],
  ["Stark Analytics", "Graduate Developer", "Cork", "2010 - 2011"],
  ["Wayne Robotics", "Intern", "Galway", "2009"],
] as const;

const longInput = {
  basics: {
    name: "Eoin Van der Berg",
    headline: "Staff Software Engineer · Payments, Reliability and Platform Teams",
    email: "eoin.vdberg@example.com",
    phone: "+31 20 555 0142",
    location: "Amsterdam, Netherlands",
    url: { label: "eoin.example.dev", href: "https://eoin.example.dev" },
    picture: { url: samplePictureUrl, size: 80, borderRadius: 6 },
  },
  sections: {
    summary: {
      content: `<p>${bullets.slice(0, 3).join(" ")}</p><p>${bullets.slice(3).join(" ")}</p>`,
    },
    experience: {
      items: companies.map(([company, position, location, date], index) => ({
        id: `long-exp-${index}`,
        company,
        position,
        location,
        date,
        summary: `<ul>${bullets
          .slice(0, 3 + (index % 3))
          .map((bullet) => `<li>${bullet}</li>`)
          .join("")}</ul>`,
      })),
    },
    projects: {
      items: Array.from({ length: 5 }, (_, index) => ({
        id: `long-proj-${index}`,
        name: `Open-source project ${index + 1}`,
        description: "Maintainer",
        date: `${2016 + index}`,
        summary: `<p>${bullets[index % bullets.length]}</p>`,
        keywords: ["Go", "Kafka", "PostgreSQL", "Kubernetes"].slice(0, 2 + (index % 3)),
        url: { label: "", href: `https://github.com/example/project-${index + 1}` },
      })),
    },
    education: {
      items: [
        {
          id: "long-edu-1",
          institution: "Trinity College Dublin",
          studyType: "MSc",
          area: "Computer Science",
          score: "First",
          date: "2008 - 2009",
        },
        {
          id: "long-edu-2",
          institution: "University College Cork",
          studyType: "BSc",
          area: "Mathematics and Computing",
          score: "2:1",
          date: "2004 - 2008",
        },
      ],
    },
    skills: {
      items: [
        ["Languages", ["Go", "Java", "TypeScript", "Python", "SQL"]],
        ["Data", ["PostgreSQL", "Kafka", "Redis", "ClickHouse"]],
        ["Platform", ["Kubernetes", "Terraform", "AWS", "GCP"]],
        ["Reliability", ["SLOs", "Incident response", "Chaos testing"]],
        ["Leadership", ["Mentoring", "Hiring", "Architecture review"]],
        ["Product", ["Discovery", "Roadmapping"]],
      ].map(([name, keywords], index) => ({
        id: `long-skill-${index}`,
        name: name as string,
        description: index < 3 ? "Expert" : "Advanced",
        level: 5 - (index % 3),
        keywords: keywords as string[],
      })),
    },
    languages: {
      items: [
        { id: "long-lang-1", name: "English", description: "Native", level: 5 },
        { id: "long-lang-2", name: "Dutch", description: "Fluent", level: 4 },
        { id: "long-lang-3", name: "Irish", description: "Intermediate", level: 3 },
      ],
    },
    profiles: {
      items: [
        {
          id: "long-prof-1",
          network: "GitHub",
          username: "eoin-sample",
          icon: "github",
          url: { label: "", href: "https://github.com/eoin-sample" },
        },
        {
          id: "long-prof-2",
          network: "Stack Overflow",
          username: "eoin-sample",
          icon: "stackoverflow",
          url: { label: "", href: "https://stackoverflow.com/users/1/eoin-sample" },
        },
      ],
    },
    certifications: {
      items: Array.from({ length: 5 }, (_, index) => ({
        id: `long-cert-${index}`,
        name: [
          "Certified Kubernetes Administrator",
          "AWS Solutions Architect – Professional",
          "Google Professional Cloud Architect",
          "HashiCorp Terraform Associate",
          "PostgreSQL Certified Professional",
        ][index] as string,
        issuer: ["CNCF", "Amazon Web Services", "Google Cloud", "HashiCorp", "EDB"][index] as string,
        date: `${2024 - index}`,
      })),
    },
    awards: {
      items: Array.from({ length: 4 }, (_, index) => ({
        id: `long-award-${index}`,
        title: `Engineering Impact Award ${2023 - index}`,
        awarder: "Globex Payments",
        date: `${2023 - index}`,
        summary: "<p>For reliability work that kept payments running through peak season.</p>",
      })),
    },
    interests: {
      items: [
        { id: "long-int-1", name: "Cycling", keywords: ["Gravel", "Audax"] },
        { id: "long-int-2", name: "Sourdough", keywords: ["Rye", "Wholewheat"] },
      ],
    },
    publications: {
      items: Array.from({ length: 4 }, (_, index) => ({
        id: `long-pub-${index}`,
        name: `Lessons from running payments at scale, part ${index + 1}`,
        publisher: "Globex Engineering Blog",
        date: `${2020 + index}`,
        summary: `<p>${bullets[(index + 2) % bullets.length]}</p>`,
        url: { label: "", href: `https://engineering.example.com/payments-${index + 1}` },
      })),
    },
    volunteer: {
      items: [
        {
          id: "long-vol-1",
          organization: "CoderDojo Amsterdam",
          position: "Mentor",
          location: "Amsterdam",
          date: "2019 - Present",
          summary: "<p>Saturday coding clubs for children aged 7 to 17.</p>",
        },
      ],
    },
    references: {
      items: [
        {
          id: "long-ref-1",
          name: "Marta Kowalczyk",
          description: "CTO, Globex Payments",
          summary: "<p>On request.</p>",
        },
      ],
    },
  },
  metadata: {
    layout: [
      [
        ["summary", "experience", "projects"],
        ["profiles", "skills", "languages", "certifications", "interests"],
      ],
      [
        ["education", "publications", "volunteer"],
        ["awards", "references"],
      ],
    ],
    theme: { primary: "#7c3aed" },
    typography: { font: { family: "Lato", size: 13.5 }, hideIcons: false },
  },
} satisfies ResumeDataInput;

const darkInput = {
  ...sampleResumeDataInput,
  basics: {
    ...sampleResumeDataInput.basics,
    picture: { ...sampleResumeDataInput.basics.picture, url: samplePictureUrl, effects: { border: true } },
  },
  metadata: {
    ...sampleResumeDataInput.metadata,
    theme: { background: "#111827", text: "#e5e7eb", primary: "#38bdf8" },
    typography: { font: { family: "Merriweather", size: 11.5 }, hideIcons: false },
  },
} satisfies ResumeDataInput;

export const fixtureNames = ["sample", "allSections", "nearlyEmpty", "long", "dark"] as const;
export type FixtureName = (typeof fixtureNames)[number];

const parse = (input: ResumeDataInput): ResumeData => ResumeDataSchema.parse(input);

/** Fresh copies each call, so a test may change them. */
export const fixtures: Record<FixtureName, () => ResumeData> = {
  sample: () => parse(sampleResumeData),
  allSections: () => parse(allSectionsInput),
  nearlyEmpty: () => parse(nearlyEmptyInput),
  long: () => parse(longInput),
  dark: () => parse(darkInput),
};

/** The same resume in another template. */
export const withTemplate = (data: ResumeData, template: TemplateId): ResumeData => ({
  ...data,
  metadata: { ...data.metadata, template },
});

/** The same resume on another paper size. */
export const withFormat = (data: ResumeData, format: "a4" | "letter"): ResumeData => ({
  ...data,
  metadata: { ...data.metadata, page: { ...data.metadata.page, format } },
});

export { roomyResume } from "./fit/fit-fixtures.ts";
export { type ScriptName, scriptNames, scriptResume, scriptResumeText } from "./fixtures-scripts.ts";
