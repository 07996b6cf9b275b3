/// <reference types="node" />
import { readFileSync } from "node:fs";
import { ResumeDataSchema } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { importError } from "../test-fixtures.ts";
import { convertLpuProfile, lpuContractVersion } from "./convert.ts";

/** A made-up student's profile, as the learning platform answers `GET /v1/me/resume` (contract version 1). */
const profile = {
  version: 1,
  user: {
    name: "Ananya Sharma",
    email: "ananya.sharma@example.edu",
    phone: "+91 98765 43210",
    programme: "B.Tech Computer Science and Engineering",
    location: "Phagwara, Punjab",
    website: "ananya.example.dev",
    photoUrl: "https://cdn.example.edu/photos/12015678.jpg",
    summary: "Final-year student who likes **distributed systems**.\nLooking for a backend role.",
    registrationNumber: "12015678",
  },
  links: [
    { network: "GitHub", username: "ananya-s", url: "https://github.com/ananya-s" },
    { network: "LinkedIn", url: "https://www.linkedin.com/in/ananya-sharma/" },
  ],
  education: [
    {
      institution: "Lovely Professional University",
      degree: "B.Tech",
      field: "Computer Science and Engineering",
      grade: "CGPA 8.9",
      startDate: "2021-08",
      endDate: "2025-06",
      description: "Minor in Data Science.",
      url: "https://www.lpu.in",
    },
  ],
  experience: [
    {
      company: "Quillpay",
      role: "Backend Engineer (part-time)",
      location: "Remote",
      startDate: "2024-07",
      endDate: "2024-12",
      current: true,
      description: "Payments API team.",
      highlights: ["Cut p99 latency by 30%", "  ", "Cut p99 latency by 30%"],
      url: "https://quillpay.example.com",
    },
  ],
  internships: [
    {
      company: "Northwind Labs",
      role: "Software Intern",
      location: "Bengaluru",
      startDate: "2023-05-15",
      endDate: "2023-07-31",
      description: "Built an internal dashboard.",
    },
  ],
  projects: [
    {
      title: "Campus Rideshare",
      description: "Team lead",
      url: "https://github.com/ananya-s/rideshare",
      startDate: "2023-01",
      endDate: "2023-04",
      technologies: ["TypeScript", "PostgreSQL", "", "TypeScript"],
      highlights: ["500 weekly users"],
      summary: "A carpooling app for students.",
    },
  ],
  certifications: [
    {
      name: "AWS Certified Cloud Practitioner",
      issuer: "Amazon Web Services",
      date: "2024-03-10",
      url: "https://www.credly.com/badges/abc123",
      credentialId: "AWS-CCP-123456",
    },
  ],
  courses: [
    {
      title: "Data Structures and Algorithms",
      provider: "LPU Online",
      completedOn: "2022-12-20",
      certificateUrl: "https://lms.example.edu/certificates/dsa-991",
      grade: "A+",
    },
  ],
  skills: [
    { name: "Go", level: 7, keywords: ["goroutines", "gRPC"] },
    { name: "SQL", level: 10 },
    { name: "Rust", level: 0 },
    { name: "Docker" },
  ],
  languages: [
    { name: "Hindi", proficiency: "Native" },
    { name: "English", proficiency: "Fluent" },
    { name: "Punjabi", proficiency: "Professional" },
    { name: "German", proficiency: "Intermediate" },
    { name: "French", proficiency: "basic" },
    { name: "Japanese", proficiency: "Beginner" },
  ],
  achievements: [
    {
      title: "Smart India Hackathon — Winner",
      awarder: "Government of India",
      date: "2023-12",
      description: "Team of six.",
      url: "https://sih.example.gov.in/winners",
    },
  ],
  interests: ["Chess", "", "Trekking", "Chess", 42],
  volunteering: [
    {
      organization: "Code for Punjab",
      role: "Mentor",
      location: "Jalandhar",
      startDate: "2022-09",
      current: true,
      description: "Weekend coding classes for school students.",
    },
  ],
  publications: [
    {
      title: "Consensus on a Budget",
      publisher: "IEEE Student Journal",
      date: "2024-11",
      url: "https://doi.org/10.0000/example",
      description: "Raft on low-power devices.",
    },
  ],
};

const convert = (value: unknown) => convertLpuProfile(JSON.stringify(value));

describe("convertLpuProfile on a full profile", () => {
  const { data, warnings } = convert(profile);

  it("yields valid resume data with no warnings", () => {
    expect(ResumeDataSchema.parse(data)).toEqual(data);
    expect(warnings).toEqual([]);
    expect(lpuContractVersion).toBe(1);
  });

  it("fills the basics, with the registration number as a custom field", () => {
    expect(data.basics).toMatchObject({
      name: "Ananya Sharma",
      headline: "B.Tech Computer Science and Engineering",
      email: "ananya.sharma@example.edu",
      phone: "+91 98765 43210",
      location: "Phagwara, Punjab",
      url: { label: "", href: "https://ananya.example.dev" },
      picture: { url: "https://cdn.example.edu/photos/12015678.jpg" },
    });
    expect(data.basics.customFields).toEqual([
      { id: expect.any(String), icon: "identification-card", name: "Registration number", value: "12015678" },
    ]);
    expect(data.sections.summary.content).toBe(
      "<p>Final-year student who likes <strong>distributed systems</strong>.<br>Looking for a backend role.</p>",
    );
  });

  it("prefers headline over programme", () => {
    const { data } = convert({ user: { name: "A", headline: "Backend developer", programme: "B.Tech" } });
    expect(data.basics.headline).toBe("Backend developer");
  });

  it("maps links to profiles, taking the username from the URL when missing", () => {
    expect(
      data.sections.profiles.items.map(({ network, username, icon, url }) => [
        network,
        username,
        icon,
        url.href,
      ]),
    ).toEqual([
      ["GitHub", "ananya-s", "github", "https://github.com/ananya-s"],
      ["LinkedIn", "ananya-sharma", "linkedin", "https://www.linkedin.com/in/ananya-sharma/"],
    ]);
  });

  it("maps education", () => {
    expect(data.sections.education.items).toEqual([
      {
        id: expect.any(String),
        visible: true,
        keepTogether: false,
        institution: "Lovely Professional University",
        studyType: "B.Tech",
        area: "Computer Science and Engineering",
        score: "CGPA 8.9",
        date: "2021-08 - 2025-06",
        url: { label: "", href: "https://www.lpu.in" },
        summary: "<p>Minor in Data Science.</p>",
      },
    ]);
  });

  it("reads current: true as 'start - Present', whatever the end date", () => {
    expect(data.sections.experience.items).toEqual([
      {
        id: expect.any(String),
        visible: true,
        keepTogether: false,
        company: "Quillpay",
        position: "Backend Engineer (part-time)",
        location: "Remote",
        date: "2024-07 - Present",
        url: { label: "", href: "https://quillpay.example.com" },
        summary: "<p>Payments API team.</p><ul><li><p>Cut p99 latency by 30%</p></li></ul>",
      },
    ]);
  });

  it("keeps internships in their own section", () => {
    expect(data.sections.internship.items).toHaveLength(1);
    expect(data.sections.internship.items[0]).toMatchObject({
      company: "Northwind Labs",
      position: "Software Intern",
      location: "Bengaluru",
      date: "2023-05-15 - 2023-07-31",
      summary: "<p>Built an internal dashboard.</p>",
    });
  });

  it("maps projects, with technologies as keywords", () => {
    expect(data.sections.projects.items[0]).toMatchObject({
      name: "Campus Rideshare",
      description: "Team lead",
      date: "2023-01 - 2023-04",
      url: { href: "https://github.com/ananya-s/rideshare" },
      summary: "<p>A carpooling app for students.</p><ul><li><p>500 weekly users</p></li></ul>",
      keywords: ["TypeScript", "PostgreSQL"],
    });
  });

  it("puts certifications, then completed courses, in certifications", () => {
    expect(
      data.sections.certifications.items.map(({ id: _, visible: __, keepTogether: ___, ...rest }) => rest),
    ).toEqual([
      {
        name: "AWS Certified Cloud Practitioner",
        issuer: "Amazon Web Services",
        date: "2024-03-10",
        credentialId: "AWS-CCP-123456",
        url: { label: "", href: "https://www.credly.com/badges/abc123" },
        summary: "",
      },
      {
        name: "Data Structures and Algorithms",
        issuer: "LPU Online",
        date: "2022-12-20",
        credentialId: "",
        url: { label: "", href: "https://lms.example.edu/certificates/dsa-991" },
        summary: "<p>Grade: A+</p>",
      },
    ]);
  });

  it("turns skill levels on ten into floor(level / 2), 1 when missing", () => {
    expect(data.sections.skills.items.map(({ name, level, keywords }) => [name, level, keywords])).toEqual([
      ["Go", 3, ["goroutines", "gRPC"]],
      ["SQL", 5, []],
      ["Rust", 0, []],
      ["Docker", 1, []],
    ]);
  });

  it("turns proficiency words into levels, keeping the word as the description", () => {
    expect(
      data.sections.languages.items.map(({ name, description, level }) => [name, description, level]),
    ).toEqual([
      ["Hindi", "Native", 5],
      ["English", "Fluent", 4],
      ["Punjabi", "Professional", 4],
      ["German", "Intermediate", 3],
      ["French", "basic", 1],
      ["Japanese", "Beginner", 1],
    ]);
  });

  it("maps achievements to awards", () => {
    expect(data.sections.awards.items[0]).toMatchObject({
      title: "Smart India Hackathon — Winner",
      awarder: "Government of India",
      date: "2023-12",
      url: { href: "https://sih.example.gov.in/winners" },
      summary: "<p>Team of six.</p>",
    });
  });

  it("keeps interest names once each, dropping blanks and non-strings except numbers", () => {
    expect(data.sections.interests.items.map(({ name, keywords }) => [name, keywords])).toEqual([
      ["Chess", []],
      ["Trekking", []],
      ["42", []],
    ]);
  });

  it("maps volunteering and publications", () => {
    expect(data.sections.volunteer.items[0]).toMatchObject({
      organization: "Code for Punjab",
      position: "Mentor",
      location: "Jalandhar",
      date: "2022-09 - Present",
      summary: "<p>Weekend coding classes for school students.</p>",
    });
    expect(data.sections.volunteer.items[0]).not.toHaveProperty("company");
    expect(data.sections.publications.items[0]).toMatchObject({
      name: "Consensus on a Budget",
      publisher: "IEEE Student Journal",
      date: "2024-11",
      url: { href: "https://doi.org/10.0000/example" },
      summary: "<p>Raft on low-power devices.</p>",
    });
  });

  it("gives every item a distinct id", () => {
    const ids = Object.values(data.sections).flatMap((section) =>
      "items" in section ? (section.items as { id: string }[]).map((item) => item.id) : [],
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("convertLpuProfile rules", () => {
  it("reads the platform's { data: profile } envelope, and a parsed object", () => {
    expect(convert({ data: profile })).toEqual({
      data: expect.objectContaining({ basics: expect.objectContaining({ name: "Ananya Sharma" }) }),
      warnings: [],
    });
    expect(convertLpuProfile({ data: profile }).data.sections.experience.items).toHaveLength(1);
  });

  it("warns about keys the contract does not have, at any level", () => {
    const { warnings } = convert({
      user: { name: "A", nickname: "Annie" },
      hobbies: ["chess"],
      experience: [{ company: "Acme", salary: 100 }],
      languages: [{ name: "Hindi", proficiency: "Native", cefr: "C2" }],
      emptyExtra: [],
    });
    const message = "Not carried over: Vitae has no field for it";
    expect(warnings).toEqual(
      expect.arrayContaining([
        { path: "hobbies", message },
        { path: "user.nickname", message },
        { path: "experience[0].salary", message },
        { path: "languages[0].cefr", message },
      ]),
    );
    expect(warnings).toHaveLength(4);
  });

  // The level lookup reads own keys only: "constructor" once gave a function as the level and failed the import.
  it("reads a proficiency word that names an Object member ('constructor') as level 1", () => {
    const { data } = convert({
      user: { name: "A" },
      languages: [{ name: "Hindi", proficiency: "constructor" }],
    });
    expect(data.sections.languages.items[0]?.level).toBe(1);
  });

  it("reads another contract version as version 1, with a warning", () => {
    const { data, warnings } = convert({ version: 2, user: { name: "A" } });
    expect(data.basics.name).toBe("A");
    expect(warnings).toEqual([{ path: "version", message: "Contract version 2: read as version 1" }]);
  });

  it("refuses a profile without user", () => {
    const error = importError(() => convert({ education: profile.education }));
    expect(error.message).toBe("This is not a learning-platform profile");
    expect(error.issues).toEqual([{ path: "user", message: "user is required" }]);
    expect(importError(() => convert({ data: { education: [] } })).issues[0]?.path).toBe("user");
  });

  it("clears an invalid website, e-mail or link, with warnings", () => {
    const { data, warnings } = convert({
      user: { name: "A", website: "not a web site", email: "a@", photoUrl: "ftp://example.com/me.png" },
      links: [{ network: "GitHub", username: "a", url: "javascript:alert(1)" }],
    });
    expect(data.basics.url.href).toBe("");
    expect(data.basics.email).toBe("");
    expect(data.basics.picture.url).toBe("");
    expect(data.sections.profiles.items[0]?.url.href).toBe("");
    expect(warnings).toEqual([
      { path: "user.email", message: "Not a valid e-mail address, left out: a@" },
      { path: "user.website", message: "Not a valid web address, left out: not a web site" },
      { path: "user.photoUrl", message: "Not a valid web address, left out: ftp://example.com/me.png" },
      { path: "links[0].url", message: "Not a valid web address, left out: javascript:alert(1)" },
    ]);
  });

  it("leaves out items without their required field and says so", () => {
    const { data, warnings } = convert({
      user: { name: "A" },
      experience: [{ role: "Intern" }, "not an object"],
      projects: [{ description: "no title" }],
      links: [{ url: "https://github.com/a" }],
    });
    expect(data.sections.experience.items).toEqual([]);
    expect(data.sections.projects.items).toEqual([]);
    expect(data.sections.profiles.items).toEqual([]);
    expect(warnings).toEqual([
      { path: "links[0]", message: "Network is required: item left out" },
      { path: "experience[0]", message: "Company is required: item left out" },
      { path: "experience[1]", message: "Not an object, left out" },
      { path: "projects[0]", message: "Title is required: item left out" },
    ]);
  });

  it("keeps dates that are not ISO as written, with a warning", () => {
    const { data, warnings } = convert({
      user: { name: "A" },
      education: [{ institution: "LPU", startDate: "Aug 2021", endDate: "2025-06-01T00:00:00Z" }],
    });
    expect(data.sections.education.items[0]?.date).toBe("Aug 2021 - 2025-06-01");
    expect(warnings).toEqual([
      { path: "education[0].startDate", message: 'ISO8601 Date Format: kept as written ("Aug 2021")' },
    ]);
  });
});

describe("the contract's example (docs/learning-platform.md)", () => {
  const doc = readFileSync(new URL("../../../../docs/learning-platform.md", import.meta.url), "utf8");
  const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1] ?? "";

  it("converts with no warnings, as the document says", () => {
    const { data, warnings } = convertLpuProfile(example);
    expect(warnings).toEqual([]);
    expect(data.basics.headline).toBe("B.Tech Computer Science and Engineering");
    expect(data.sections.experience.items[0]?.date).toBe("2024-07 - Present");
    expect(data.sections.skills.items.map((skill) => skill.level)).toEqual([3, 5]);
    expect(data.sections.languages.items.map((language) => language.level)).toEqual([5, 4]);
    expect(data.sections.certifications.items.map((item) => [item.credentialId, item.summary])).toEqual([
      ["AWS-CCP-123456", ""],
      ["", "<p>Grade: A+</p>"],
    ]);
    expect(data.basics.customFields[0]).toMatchObject({ name: "Registration number", value: "12015678" });
  });

  it("shows every top-level key, like the full profile above", () => {
    const profileKeys = Object.keys((JSON.parse(example) as { data: Record<string, unknown> }).data);
    expect(profileKeys.sort()).toEqual(Object.keys(profile).sort());
  });
});
