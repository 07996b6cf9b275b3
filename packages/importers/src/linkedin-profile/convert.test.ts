import { ResumeDataSchema } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { ImportError } from "../shared/result.ts";
import { importError } from "../test-fixtures.ts";
import { convertLinkedInProfile } from "./convert.ts";

const profileUrl = "https://www.linkedin.com/in/priya-nair-dev/";

/** A made-up person as a profile provider answers (the "person profile" shape: snake_case, `{ day, month, year }`). */
const answer = {
  public_identifier: "priya-nair-dev",
  profile_pic_url: "https://media.example.com/profile/priya.jpg",
  background_cover_image_url: "https://media.example.com/cover/priya.jpg",
  first_name: "Priya",
  last_name: "Nair",
  full_name: "Priya Nair",
  follower_count: 1204,
  occupation: "Staff Engineer at Quillpay",
  headline: "Staff Engineer · Payments infrastructure",
  summary: "I build payment systems.\nPreviously at Northwind.",
  country: "IN",
  country_full_name: "India",
  city: "Kochi",
  state: "Kerala",
  experiences: [
    {
      starts_at: { day: 1, month: 3, year: 2021 },
      ends_at: null,
      company: "Quillpay",
      company_linkedin_profile_url: "https://www.linkedin.com/company/quillpay",
      company_facebook_profile_url: null,
      title: "Staff Engineer",
      description: "Leads the ledger team.",
      location: "Bengaluru, Karnataka, India",
      logo_url: "https://media.example.com/logo/quillpay.png",
    },
    {
      starts_at: { day: null, month: 7, year: 2017 },
      ends_at: { day: null, month: 2, year: 2021 },
      company: "Northwind Labs",
      company_linkedin_profile_url: null,
      title: "Software Engineer",
      description: null,
      location: null,
      logo_url: null,
    },
  ],
  education: [
    {
      starts_at: { day: 1, month: 8, year: 2013 },
      ends_at: { day: 31, month: 5, year: 2017 },
      field_of_study: "Computer Science",
      degree_name: "Bachelor of Technology",
      school: "College of Engineering Trivandrum",
      school_linkedin_profile_url: null,
      description: "Thesis on consensus protocols.",
      logo_url: null,
      grade: "8.9 CGPA",
      activities_and_societies: "Robotics club",
    },
  ],
  languages: ["English", "Malayalam", "Hindi", "English"],
  accomplishment_organisations: [],
  accomplishment_publications: [
    {
      name: "Exactly-once payments in practice",
      publisher: "ACM Queue",
      published_on: { day: 12, month: 9, year: 2022 },
      description: "How idempotency keys fail.",
      url: "https://queue.example.org/payments",
    },
  ],
  accomplishment_honors_awards: [
    {
      title: "Engineer of the Year",
      issuer: "Quillpay",
      issued_on: { day: null, month: null, year: 2023 },
      description: "For the ledger migration.",
    },
  ],
  accomplishment_patents: [],
  accomplishment_courses: [],
  accomplishment_projects: [
    {
      starts_at: { day: null, month: 1, year: 2020 },
      ends_at: null,
      title: "ledgerlint",
      description: "A linter for double-entry ledgers.",
      url: "https://github.com/example/ledgerlint",
    },
  ],
  accomplishment_test_scores: [],
  volunteer_work: [
    {
      starts_at: { day: null, month: 6, year: 2019 },
      ends_at: { day: null, month: 12, year: 2020 },
      title: "Mentor",
      cause: "Education",
      company: "Code Kerala",
      company_linkedin_profile_url: null,
      description: "Taught Python on weekends.",
      logo_url: null,
    },
  ],
  certifications: [
    {
      starts_at: { day: 1, month: 4, year: 2022 },
      ends_at: null,
      name: "Certified Kubernetes Administrator",
      license_number: "LF-123",
      display_source: "training.linuxfoundation.org",
      authority: "The Linux Foundation",
      url: "https://training.linuxfoundation.org/certification/verify",
    },
  ],
  connections: 500,
  people_also_viewed: [{ link: "https://www.linkedin.com/in/someone", name: "Someone" }],
  recommendations: ["Priya is great."],
  activities: [],
  similarly_named_profiles: [],
  articles: [],
  groups: [],
  skills: ["Go", "PostgreSQL", "Kafka", "", "Go"],
  inferred_salary: null,
  gender: null,
  birth_date: null,
  industry: null,
  extra: null,
  interests: [],
  personal_emails: [],
  personal_numbers: [],
};

describe("convertLinkedInProfile on a provider's answer", () => {
  const { data, warnings } = convertLinkedInProfile(JSON.stringify(answer), profileUrl);

  it("yields valid resume data with no warnings", () => {
    expect(ResumeDataSchema.parse(data)).toEqual(data);
    expect(warnings).toEqual([]);
  });

  it("fills the basics", () => {
    expect(data.basics).toMatchObject({
      name: "Priya Nair",
      headline: "Staff Engineer · Payments infrastructure",
      location: "Kochi, Kerala, India",
      picture: { url: "https://media.example.com/profile/priya.jpg" },
    });
    expect(data.sections.summary.content).toBe("<p>I build payment systems.<br>Previously at Northwind.</p>");
  });

  it("makes the profile URL a LinkedIn profile item", () => {
    expect(data.sections.profiles.items).toEqual([
      {
        id: expect.any(String),
        visible: true,
        keepTogether: false,
        network: "LinkedIn",
        icon: "linkedin",
        username: "priya-nair-dev",
        url: { label: "", href: profileUrl },
      },
    ]);
  });

  it("reads experiences, with a missing end as 'Present'", () => {
    expect(
      data.sections.experience.items.map(({ company, position, location, date, url, summary }) => ({
        company,
        position,
        location,
        date,
        href: url.href,
        summary,
      })),
    ).toEqual([
      {
        company: "Quillpay",
        position: "Staff Engineer",
        location: "Bengaluru, Karnataka, India",
        date: "2021-03-01 - Present",
        href: "https://www.linkedin.com/company/quillpay",
        summary: "<p>Leads the ledger team.</p>",
      },
      {
        company: "Northwind Labs",
        position: "Software Engineer",
        location: "",
        date: "2017-07 - 2021-02",
        href: "",
        summary: "",
      },
    ]);
  });

  it("reads education, joining description and activities", () => {
    expect(data.sections.education.items[0]).toMatchObject({
      institution: "College of Engineering Trivandrum",
      studyType: "Bachelor of Technology",
      area: "Computer Science",
      score: "8.9 CGPA",
      date: "2013-08-01 - 2017-05-31",
      summary: "<p>Thesis on consensus protocols.</p>\n<p>Robotics club</p>",
    });
  });

  it("reads certifications, projects, awards and publications", () => {
    expect(data.sections.certifications.items[0]).toMatchObject({
      name: "Certified Kubernetes Administrator",
      issuer: "The Linux Foundation",
      date: "2022-04-01",
      credentialId: "LF-123",
      url: { href: "https://training.linuxfoundation.org/certification/verify" },
    });
    expect(data.sections.projects.items[0]).toMatchObject({
      name: "ledgerlint",
      date: "2020-01 - Present",
      url: { href: "https://github.com/example/ledgerlint" },
      summary: "<p>A linter for double-entry ledgers.</p>",
    });
    expect(data.sections.awards.items[0]).toMatchObject({
      title: "Engineer of the Year",
      awarder: "Quillpay",
      date: "2023",
      summary: "<p>For the ledger migration.</p>",
    });
    expect(data.sections.publications.items[0]).toMatchObject({
      name: "Exactly-once payments in practice",
      publisher: "ACM Queue",
      date: "2022-09-12",
      url: { href: "https://queue.example.org/payments" },
      summary: "<p>How idempotency keys fail.</p>",
    });
  });

  it("reads volunteer work, with the cause before the description", () => {
    expect(data.sections.volunteer.items[0]).toMatchObject({
      organization: "Code Kerala",
      position: "Mentor",
      date: "2019-06 - 2020-12",
      summary: "<p>Education</p>\n<p>Taught Python on weekends.</p>",
    });
  });

  it("keeps skills and languages once each", () => {
    expect(data.sections.skills.items.map((skill) => skill.name)).toEqual(["Go", "PostgreSQL", "Kafka"]);
    expect(data.sections.languages.items.map((language) => language.name)).toEqual([
      "English",
      "Malayalam",
      "Hindi",
    ]);
  });
});

describe("convertLinkedInProfile rules", () => {
  it("takes a parsed object, and names the person from first and last name", () => {
    const { data, warnings } = convertLinkedInProfile({ first_name: "Priya", last_name: "Nair" });
    expect(data.basics.name).toBe("Priya Nair");
    expect(data.sections.profiles.items).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("uses the occupation when there is no headline", () => {
    const { data } = convertLinkedInProfile({ full_name: "A", occupation: "Engineer at Acme" });
    expect(data.basics.headline).toBe("Engineer at Acme");
  });

  it("takes the username from the profile URL when the answer has no public identifier", () => {
    const { data } = convertLinkedInProfile({ full_name: "A" }, "https://www.linkedin.com/in/a-b-123/");
    expect(data.sections.profiles.items[0]?.username).toBe("a-b-123");
  });

  it("warns about keys it does not carry over", () => {
    const { warnings } = convertLinkedInProfile({
      ...answer,
      personal_emails: ["priya@example.com"],
      accomplishment_courses: [{ name: "Distributed Systems", number: "CS 6.824" }],
      languages_and_proficiencies: [{ name: "English", proficiency: "NATIVE_OR_BILINGUAL" }],
    });
    const message = "Not carried over: Vitae has no field for it";
    expect(warnings).toEqual([
      { path: "accomplishment_courses", message },
      { path: "personal_emails", message },
      { path: "languages_and_proficiencies", message },
    ]);
  });

  it("leaves out items without their required field and clears bad links, with warnings", () => {
    const { data, warnings } = convertLinkedInProfile({
      full_name: "A",
      profile_pic_url: "data:image/png;base64,AAAA",
      experiences: [{ title: "Engineer" }, { company: "Acme", company_linkedin_profile_url: "javascript:x" }],
    });
    expect(data.basics.picture.url).toBe("");
    expect(data.sections.experience.items.map((item) => [item.company, item.url.href])).toEqual([
      ["Acme", ""],
    ]);
    expect(warnings).toEqual([
      { path: "profile_pic_url", message: "Not a valid web address, left out: data:image/png;base64,AAAA" },
      { path: "experiences[0]", message: "Company is required: item left out" },
      {
        path: "experiences[1].company_linkedin_profile_url",
        message: "Not a valid web address, left out: javascript:x",
      },
    ]);
  });

  it("refuses an empty object", () => {
    const error = importError(() => convertLinkedInProfile("{}"));
    expect(error.message).toBe("The profile provider sent no profile");
    expect(error.issues).toEqual([{ path: "full_name", message: "full_name is required" }]);
    expect(() => convertLinkedInProfile({})).toThrow(ImportError);
  });

  it("refuses what is not JSON", () => {
    expect(importError(() => convertLinkedInProfile("<html>")).message).toBe(
      "Failed to parse JSON at line 1, column 1 (unexpected character)",
    );
  });
});
