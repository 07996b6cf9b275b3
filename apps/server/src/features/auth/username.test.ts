import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/create-test-app.ts";
import { insertUser } from "./user.repo.ts";
import { availableUsername, isReservedUsername, slugifyUsername } from "./username.ts";

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.drop();
});

const addUser = (username: string) =>
  insertUser(
    test.database.db,
    { name: "Some One", username, email: `${username}@example.com`, provider: "email", emailVerified: false },
    { passwordHash: null },
  );

describe("reserved usernames", () => {
  it("cover the app's routes and root files, in any case", () => {
    for (const name of [
      "auth",
      "Dashboard",
      "builder",
      "artboard",
      "api",
      "storage",
      "assets",
      "robots.txt",
      "favicon.ico",
      "sitemap.xml",
      ".",
      "..",
      "...",
      ".hidden",
    ]) {
      expect(isReservedUsername(name), name).toBe(true);
    }
    expect(isReservedUsername("ada")).toBe(false);
    expect(isReservedUsername("ada.lovelace")).toBe(false);
  });
});

describe("slugifyUsername", () => {
  it("makes a valid username out of free text", () => {
    expect(slugifyUsername("Zoë Ångström")).toBe("zoe-angstrom");
    expect(slugifyUsername("ada.lovelace+cv")).toBe("ada.lovelace-cv");
    expect(slugifyUsername("--__..")).toBe("user");
    expect(slugifyUsername("李")).toBe("user");
    expect(slugifyUsername("jo")).toBe("jo-user");
    expect(slugifyUsername("x".repeat(400))).toHaveLength(240);
  });
});

describe("availableUsername", () => {
  it("takes the slug when free, else appends a number, and never a reserved name", async () => {
    expect(await availableUsername(test.database.db, "Grace Hopper")).toBe("grace-hopper");
    await addUser("grace-hopper");
    expect(await availableUsername(test.database.db, "Grace Hopper")).toBe("grace-hopper2");
    await addUser("grace-hopper2");
    expect(await availableUsername(test.database.db, "grace-hopper")).toBe("grace-hopper3");
    expect(await availableUsername(test.database.db, "Dashboard")).toBe("dashboard2");
    for (let suffix = 2; suffix <= 9; suffix += 1) await addUser(`taken${suffix}`);
    await addUser("taken");
    expect(await availableUsername(test.database.db, "taken")).toMatch(/^taken\d{5,8}$/);
  });
});
