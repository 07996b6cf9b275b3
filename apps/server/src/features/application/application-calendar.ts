import { createHash, randomBytes } from "node:crypto";
import type { Application } from "@vitae/schema";
import icalGenerator, { type ICalCalendar } from "ical-generator";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import * as repo from "./application.repo.ts";
import { getApplication, listApplications } from "./application.service.ts";

const oneHour = 60 * 60 * 1000;
const productId = { company: "Vitae", product: "Applications", language: "EN" };

/** One event per next step with a date: a whole day, or an hour from its instant (written in UTC). */
const addEvent = (calendar: ICalCalendar, application: Application, stamp: Date) => {
  const { nextStep } = application;
  if (nextStep === null) return;
  const allDay = !nextStep.date.includes("T");
  const start = new Date(allDay ? `${nextStep.date}T00:00:00Z` : nextStep.date);
  calendar.createEvent({
    // The same id for the application's next step, so a subscribed calendar moves the event when it changes.
    id: `${application.id}@vitae`,
    stamp,
    start,
    end: allDay ? new Date(start.getTime() + 24 * oneHour) : new Date(start.getTime() + oneHour),
    allDay,
    summary: `${nextStep.title} — ${application.company}`,
    description: [application.role, application.url].filter((line) => line !== "").join("\n"),
    ...(application.location === "" ? {} : { location: application.location }),
    ...(application.url === "" ? {} : { url: application.url }),
  });
};

const calendarOf = (name: string, list: Application[]): string => {
  const calendar = icalGenerator({ name, prodId: productId });
  const stamp = new Date();
  for (const application of list) addEvent(calendar, application, stamp);
  return calendar.toString();
};

/** The `.ics` of one application's next step; NotFound when it has none. */
export const nextStepIcs = async (db: Db, key: repo.ApplicationKey): Promise<string> => {
  const application = await getApplication(db, key);
  if (application.nextStep === null) {
    throw new AppError("NotFound", { message: "This application has no next step with a date" });
  }
  return calendarOf(`${application.company} — ${application.role}`, [application]);
};

// 32 random bytes: 256 bits, far beyond guessing; only its SHA-256 is stored, so a database leak leaks no feed.
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const feedTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A new secret feed token for the user (the previous one stops working); the token itself is shown once. */
export const createCalendarFeed = async (db: Db, userId: string): Promise<string> => {
  const token = randomBytes(32).toString("base64url");
  await repo.replaceCalendarFeed(db, userId, hashToken(token));
  return token;
};

export const revokeCalendarFeed = async (db: Db, userId: string): Promise<void> => {
  if (!(await repo.deleteCalendarFeed(db, userId))) {
    throw new AppError("NotFound", { message: "You have no calendar feed" });
  }
};

/** The calendar behind a feed token; NotFound for an unknown or revoked one. */
export const calendarFeed = async (db: Db, token: string): Promise<string> => {
  const userId = feedTokenPattern.test(token)
    ? await repo.calendarFeedOwner(db, hashToken(token))
    : undefined;
  if (userId === undefined) throw new AppError("NotFound", { message: "This calendar feed does not exist" });
  return calendarOf("Vitae — applications", await listApplications(db, userId));
};
