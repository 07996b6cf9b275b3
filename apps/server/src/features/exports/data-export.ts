import { Readable } from "node:stream";
import { exportJsonResume } from "@vitae/importers";
import { strToU8, Zip, ZipDeflate } from "fflate";
import type { UserRow } from "../../db/schema.ts";
import { toPublicUser } from "../auth/index.ts";
import { pictureKeyOfUrl } from "../storage/index.ts";
import * as repo from "./data-export.repo.ts";
import type { ExportDeps } from "./exports.service.ts";

type ZipFile = { name: string; data: Uint8Array };

const json = (name: string, value: unknown): ZipFile => ({
  name,
  data: strToU8(`${JSON.stringify(value, null, 2)}\n`),
});

const readme = `Everything Vitae holds about your account, exported on {{date}}.

profile.json
  Your account: name, username, e-mail, language, sign-in provider, dates. No password, key or session.

resumes/<slug>/resume.json
  A resume as Vitae keeps it (its title, slug, visibility and all its content and settings). Import it into
  Vitae (Import > Vitae JSON / Reactive Resume) to get it back exactly.
resumes/<slug>/json-resume.json
  The same resume in the JSON Resume format (jsonresume.org), which other tools read.
resumes/<slug>/versions/<date>-<id>.json
  Every kept version of that resume: why it was kept (auto, import, overwrite, restore, named), its name if you
  gave one, and its content then.
resumes/<slug>/job-descriptions/<id>.json
  The job descriptions you compared that resume with.
  A resume in the trash is in resumes/ too, with its "deletedAt" date.

pictures/<file>
  The pictures you uploaded that your profile or resumes show.
`;

/** A name a zip entry may have: no folder climbing, no characters file systems refuse. */
const safeName = (text: string): string => text.replace(/[^\w.-]+/g, "-").replace(/^[.-]+/, "") || "file";

const stamp = (date: Date): string => date.toISOString().replace(/[:.]/g, "-");

/** Every file of the export, produced one resume at a time. */
async function* accountFiles(deps: ExportDeps, user: UserRow): AsyncGenerator<ZipFile> {
  yield { name: "README.txt", data: strToU8(readme.replace("{{date}}", new Date().toISOString())) };
  yield json("profile.json", toPublicUser(user));
  const pictures = new Set<string>();
  const keep = (url: string | null | undefined) => {
    const key = url ? pictureKeyOfUrl(url, deps.publicUrl) : undefined;
    if (key !== undefined) pictures.add(key);
  };
  keep(user.picture);
  const folders = new Set<string>();
  for (const id of await repo.resumeIdsOf(deps.db, user.id)) {
    const row = await repo.resumeById(deps.db, id);
    if (row === undefined) continue; // Deleted meanwhile.
    let folder = `resumes/${safeName(row.slug)}`;
    if (folders.has(folder)) folder = `${folder}-${row.id}`;
    folders.add(folder);
    keep(row.data.basics.picture.url);
    yield json(`${folder}/resume.json`, {
      id: row.id,
      title: row.title,
      slug: row.slug,
      visibility: row.visibility,
      locked: row.locked,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
      data: row.data,
    });
    yield json(`${folder}/json-resume.json`, exportJsonResume(row.data));
    for (const version of await repo.versionsOf(deps.db, row.id)) {
      yield json(`${folder}/versions/${stamp(version.savedAt)}-${version.id}.json`, {
        id: version.id,
        kind: version.kind,
        name: version.name,
        title: version.title,
        savedAt: version.savedAt.toISOString(),
        createdAt: version.createdAt.toISOString(),
        data: version.data,
      });
    }
    for (const description of await repo.jobDescriptionsOf(deps.db, row.id)) {
      yield json(`${folder}/job-descriptions/${description.id}.json`, {
        id: description.id,
        name: description.name,
        text: description.text,
        createdAt: description.createdAt.toISOString(),
        updatedAt: description.updatedAt.toISOString(),
      });
    }
  }
  for (const key of pictures) {
    const stored = await deps.storage.get(key);
    if (stored !== undefined)
      yield { name: `pictures/${safeName(key.split("/").pop() ?? key)}`, data: stored.body };
  }
}

/**
 * The zip, written as its files are read: each file is compressed and handed on before the next is read, so the
 * archive is never whole in memory, and the reader's pace (backpressure) sets the pace of the reads.
 */
async function* zipChunks(files: AsyncIterable<ZipFile>): AsyncGenerator<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  for await (const file of files) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    zip.add(entry);
    entry.push(file.data, true);
    if (failure !== null) throw failure;
    yield* chunks.splice(0);
  }
  zip.end();
  if (failure !== null) throw failure;
  yield* chunks.splice(0);
}

/** The account's export as a stream of zip bytes. */
export const streamAccountExport = (deps: ExportDeps, user: UserRow): Readable =>
  Readable.from(zipChunks(accountFiles(deps, user)), { objectMode: false });
