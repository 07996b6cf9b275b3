import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyOverlay,
  diffToOverlay,
  emptyOverlay,
  hashOfValue,
  itemFieldAtPath,
  type Overlay,
  OverlaySchema,
  overlayPath,
  overlayPathSegments,
  pickOverride,
  setOverride,
  translatablePaths,
  valueAtPath,
  withoutOverride,
} from "./overlay.ts";
import { flagResolutions, resolveFlag } from "./overlay-flags.ts";
import { type ResumeData, ResumeDataSchema } from "./resume-data.ts";
import { createSampleResumeData } from "./sample.ts";
import { itemSectionKeys } from "./section-keys.ts";
import { type ItemKind, itemFieldsOf, itemSchemaOfKind } from "./section-registry.ts";
import { templateIds } from "./template.ts";

type Node = Record<string, unknown>;
type List = { kind: ItemKind; items: Node[]; section: Node };

/** One random edit, as numbers that pick what it changes: the same numbers make the same edit on any resume. */
type Edit = { op: number; a: number; b: number; text: string };

const editArb: fc.Arbitrary<Edit> = fc.record({
  op: fc.nat(13),
  a: fc.nat(1000),
  b: fc.nat(1000),
  text: fc.string({ maxLength: 12 }),
});

const lists = (data: ResumeData): List[] => [
  ...itemSectionKeys.map((kind) => {
    const section = data.sections[kind] as unknown as Node;
    return { kind: kind as ItemKind, items: section.items as Node[], section };
  }),
  ...Object.values(data.sections.custom).map((section) => ({
    kind: "custom" as const,
    items: section.items as unknown as Node[],
    section: section as unknown as Node,
  })),
];

const pick = <T>(values: readonly T[], n: number): T | undefined => values[n % Math.max(values.length, 1)];

const newItem = (kind: ItemKind, id: string, text: string): Node => {
  const required = Object.fromEntries(
    itemFieldsOf(kind)
      .filter((field) => field.required !== undefined)
      .map((field) => [field.name, text || "x"]),
  );
  return itemSchemaOfKind(kind).parse({ id, ...required }) as Node;
};

/** A copy of `data` with one edit made, as the builder could make it (every result is a valid resume). */
const edited = (data: ResumeData, { op, a, b, text }: Edit): ResumeData => {
  const next = JSON.parse(JSON.stringify(data)) as ResumeData;
  const all = lists(next);
  const withItems = all.filter((list) => list.items.length > 0);
  const list = pick(op % 2 === 0 ? withItems : all, a);
  const index = list === undefined ? 0 : b % Math.max(list.items.length, 1);
  const item = list?.items[index];
  switch (op) {
    case 0:
    case 1: {
      // A text of an item: any of its text fields.
      if (!list || !item) break;
      const field = pick(
        itemFieldsOf(list.kind).filter((f) => f.kind === "text" || f.kind === "richText"),
        b,
      );
      if (field) item[field.name] = field.required !== undefined && text === "" ? "y" : text;
      break;
    }
    case 2:
      if (list && item) list.items.splice(index, 1);
      break;
    case 3:
      if (list) list.items.splice(index, 0, newItem(list.kind, `new-${a}-${b}`, text));
      break;
    case 4:
      if (list && list.items.length > 1) list.items.push(...list.items.splice(index, 1));
      break;
    case 5:
      if (item) item.visible = !item.visible;
      break;
    case 6:
      if (list) list.section.name = text;
      break;
    case 7:
      next.basics.headline = text;
      break;
    case 8: {
      const id = `custom-${a}`;
      next.sections.custom[id] = ResumeDataSchema.shape.sections.parse({
        custom: { [id]: { id, name: text, items: [newItem("custom", `citem-${b}`, text)] } },
      }).custom[id] as ResumeData["sections"]["custom"][string];
      break;
    }
    case 9: {
      const id = pick(Object.keys(next.sections.custom), a);
      if (id !== undefined) delete next.sections.custom[id];
      break;
    }
    case 10:
      next.metadata.template = pick(templateIds, a) ?? next.metadata.template;
      break;
    case 11:
      if (item && Array.isArray(item.keywords)) item.keywords = [...(item.keywords as string[]), text];
      break;
    case 12:
      next.sections.summary.content = `<p>${text}</p>`;
      break;
    default:
      next.basics.customFields.push({ id: `field-${a}`, icon: "", name: text, value: text });
  }
  return next;
};

const editsOf = (data: ResumeData, edits: readonly Edit[]): ResumeData => edits.reduce(edited, data);

const sample = createSampleResumeData();
/** A master: the sample after a few random edits. */
const masterArb = fc.array(editArb, { maxLength: 6 }).map((edits) => editsOf(sample, edits));
const editsArb = fc.array(editArb, { minLength: 1, maxLength: 10 });

/** As the database keeps it: JSON, read back through its schema. */
const stored = (overlay: Overlay): Overlay => OverlaySchema.parse(JSON.parse(JSON.stringify(overlay)));

const sorted = (flags: { path: string; kind: string }[]) =>
  [...flags].sort((a, b) => `${a.kind}${a.path}`.localeCompare(`${b.kind}${b.path}`));

describe("overlay properties", () => {
  it("an empty overlay gives the base back, with no flags", () => {
    fc.assert(
      fc.property(masterArb, (base) => {
        const { resume, flags } = applyOverlay(base, emptyOverlay());
        expect(resume).toEqual(base);
        expect(flags).toEqual([]);
      }),
    );
  });

  it("diffing an edited resume and applying the diff gives the edited resume back", () => {
    fc.assert(
      fc.property(masterArb, editsArb, (base, edits) => {
        const variant = editsOf(base, edits);
        const { resume, flags } = applyOverlay(base, stored(diffToOverlay(base, variant)));
        expect(resume).toEqual(variant);
        expect(flags).toEqual([]);
      }),
    );
  });

  it("applying never throws, whatever the overlay and the base", () => {
    const segment = fc.constantFrom(
      "basics",
      "sections",
      "metadata",
      "experience",
      "custom",
      "items",
      "name",
      "summary",
      "__proto__",
      "sample-custom-1",
      "",
    );
    const path = fc.array(segment, { minLength: 1, maxLength: 6 }).map(overlayPath);
    const overlayArb = fc.record({
      fields: fc.dictionary(
        path,
        fc.record(
          { value: fc.jsonValue(), removed: fc.constant(true as const), base: fc.jsonValue() },
          {
            requiredKeys: [],
          },
        ),
      ),
      lists: fc.dictionary(
        path,
        fc.record({
          order: fc.array(fc.string()),
          added: fc.dictionary(fc.string(), fc.dictionary(fc.string(), fc.jsonValue())),
          removed: fc.array(fc.string()),
        }),
      ),
      snapshots: fc.dictionary(path, fc.dictionary(fc.string(), fc.jsonValue())),
    });
    fc.assert(
      fc.property(masterArb, overlayArb, (base, overlay) => {
        expect(() => applyOverlay(base, overlay as Overlay)).not.toThrow();
      }),
    );
  });

  it("every override survives every master edit: applied (flagged when detached or stale), in a valid resume", () => {
    fc.assert(
      fc.property(masterArb, editsArb, editsArb, (base, variantEdits, masterEdits) => {
        const overlay = stored(diffToOverlay(base, editsOf(base, variantEdits)));
        const master = editsOf(base, masterEdits);
        const { resume, flags } = applyOverlay(master, overlay);
        for (const [path, override] of Object.entries(overlay.fields)) {
          expect(valueAtPath(resume, path), path).toEqual(override.removed ? undefined : override.value);
        }
        for (const [path, list] of Object.entries(overlay.lists)) {
          for (const id of Object.keys(list.added)) {
            const present =
              valueAtPath(resume, overlayPath([...overlayPathSegments(path), id])) !== undefined;
            expect(present, `${path} ${id}`).toBe(true);
          }
        }
        expect(flags.filter((flag) => flag.kind === "orphaned")).toEqual([]);
        for (const flag of flags) {
          if (flag.kind === "detached") expect(valueAtPath(base, flag.path)).not.toBeUndefined();
        }
        expect(ResumeDataSchema.safeParse(resume).success).toBe(true);
        // Saving the merged variant again (as the builder does) changes nothing and keeps every flag.
        const again = applyOverlay(master, stored(diffToOverlay(master, resume, overlay)));
        expect(again.resume).toEqual(resume);
        expect(sorted(again.flags)).toEqual(sorted(flags));
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

const copy = (data: ResumeData): ResumeData => JSON.parse(JSON.stringify(data)) as ResumeData;
const experience = (data: ResumeData) => data.sections.experience.items;
const firstJob = (data: ResumeData) => {
  const job = experience(data)[0];
  if (!job) throw new Error("the sample has experience");
  return job;
};

describe("overlay over a changing master", () => {
  it("keeps a text override and flags it stale when the master changes the same text", () => {
    const job = firstJob(sample);
    const variant = copy(sample);
    firstJob(variant).summary = "<p>Tailored</p>";
    const overlay = diffToOverlay(sample, variant);
    const master = copy(sample);
    firstJob(master).summary = "<p>Rewritten by the master</p>";
    firstJob(master).position = "Staff Engineer";
    const { resume, flags } = applyOverlay(master, overlay);
    expect(firstJob(resume).summary).toBe("<p>Tailored</p>");
    expect(firstJob(resume).position).toBe("Staff Engineer");
    expect(flags).toEqual([{ path: `sections.experience.items.${job.id}.summary`, kind: "stale" }]);
  });

  it("keeps an overridden item the master deletes as a detached item with the variant's text", () => {
    const job = firstJob(sample);
    const variant = copy(sample);
    firstJob(variant).summary = "<p>Tailored</p>";
    const master = copy(sample);
    master.sections.experience.items = experience(master).slice(1);
    const { resume, flags } = applyOverlay(master, diffToOverlay(sample, variant));
    const kept = experience(resume).find((item) => item.id === job.id);
    expect(kept).toMatchObject({ company: job.company, summary: "<p>Tailored</p>" });
    expect(flags).toContainEqual({ path: `sections.experience.items.${job.id}`, kind: "detached" });
  });

  it("keeps overrides inside a custom section the master deletes", () => {
    const [sectionId, section] = Object.entries(sample.sections.custom)[0] ?? [];
    if (!sectionId || !section) throw new Error("the sample has a custom section");
    const variant = copy(sample);
    const variantSection = variant.sections.custom[sectionId];
    if (!variantSection) throw new Error("copied");
    variantSection.name = "Open source (tailored)";
    const master = copy(sample);
    delete master.sections.custom[sectionId];
    const { resume, flags } = applyOverlay(master, diffToOverlay(sample, variant));
    expect(resume.sections.custom[sectionId]?.name).toBe("Open source (tailored)");
    expect(resume.sections.custom[sectionId]?.items).toHaveLength(section.items.length);
    expect(flags).toContainEqual({ path: `sections.custom.${sectionId}`, kind: "detached" });
  });

  it("follows the master's new items and edits where the variant changed nothing", () => {
    const variant = copy(sample);
    variant.sections.experience.items.reverse();
    const overlay = diffToOverlay(sample, variant);
    const master = copy(sample);
    const added = newItem("experience", "fresh", "New Co") as unknown as ReturnType<typeof firstJob>;
    master.sections.experience.items.unshift(added);
    firstJob(master).position = "Lead";
    const merged = experience(applyOverlay(master, overlay).resume);
    expect(merged.map((item) => item.id)).toEqual([
      "fresh",
      ...variant.sections.experience.items.map((item) => item.id),
    ]);
    expect(merged[0]?.position).toBe("Lead");
  });

  it("a later save keeps the base an override was made over, so a master change stays flagged", () => {
    const job = firstJob(sample);
    const path = `sections.experience.items.${job.id}.summary`;
    const overlay = emptyOverlay();
    setOverride(overlay, sample, path, { value: "<p>Mine</p>" });
    const master = copy(sample);
    firstJob(master).summary = "<p>Newer</p>";
    const saved = diffToOverlay(master, applyOverlay(master, overlay).resume, overlay);
    expect(saved.fields[path]?.baseHash).toBe(hashOfValue(job.summary));
    expect(applyOverlay(master, saved).flags).toEqual([{ path, kind: "stale" }]);
  });

  it("applies one override to the master alone, leaving the others to the variant", () => {
    const job = firstJob(sample);
    const variant = copy(sample);
    firstJob(variant).summary = "<p>Tailored</p>";
    variant.basics.headline = "Tailored headline";
    const path = `sections.experience.items.${job.id}.summary`;
    const master = applyOverlay(sample, pickOverride(diffToOverlay(sample, variant), path)).resume;
    expect(firstJob(master).summary).toBe("<p>Tailored</p>");
    expect(master.basics.headline).toBe(sample.basics.headline);
  });

  it("reverting a field to the master drops its override", () => {
    const job = firstJob(sample);
    const variant = copy(sample);
    firstJob(variant).summary = "<p>Tailored</p>";
    variant.basics.headline = "Tailored headline";
    const overlay = withoutOverride(diffToOverlay(sample, variant), `sections.experience.items.${job.id}`);
    const { resume } = applyOverlay(sample, overlay);
    expect(firstJob(resume).summary).toBe(job.summary);
    expect(resume.basics.headline).toBe("Tailored headline");
  });
});

describe("overlay paths and the section registry", () => {
  it("names an item field by section, item id and field, and reads its descriptor", () => {
    expect(itemFieldAtPath("sections.experience.items.abc.company")).toMatchObject({
      kind: "text",
      translatable: false,
    });
    expect(itemFieldAtPath("sections.custom.s1.items.abc.summary")).toMatchObject({ kind: "richText" });
    expect(itemFieldAtPath("basics.headline")).toBeUndefined();
  });

  it("escapes keys holding dots", () => {
    expect(overlayPathSegments(overlayPath(["a.b", "c~d"]))).toEqual(["a.b", "c~d"]);
  });

  it("lists the translatable texts: positions and summaries, not company names, dates' links or levels", () => {
    const job = firstJob(sample);
    const paths = translatablePaths(sample);
    expect(paths).toContain(`sections.experience.items.${job.id}.position`);
    expect(paths).toContain(`sections.experience.items.${job.id}.summary`);
    expect(paths).toContain("sections.experience.name");
    expect(paths).not.toContain(`sections.experience.items.${job.id}.company`);
    expect(paths).not.toContain(`sections.experience.items.${job.id}.url`);
    for (const path of paths) expect(valueAtPath(sample, path), path).not.toBeUndefined();
  });
});

describe("resolving what a master's edits flagged", () => {
  it("every flag resolves by the user's choice: kept as shown, or dropped to the master's, the others untouched", () => {
    fc.assert(
      fc.property(
        masterArb,
        editsArb,
        editsArb,
        fc.constantFrom(...flagResolutions),
        (base, variantEdits, masterEdits, resolution) => {
          const overlay = stored(diffToOverlay(base, editsOf(base, variantEdits)));
          const master = editsOf(base, masterEdits);
          const before = applyOverlay(master, overlay);
          for (const flag of before.flags) {
            const resolved = resolveFlag(master, overlay, flag, resolution);
            if (resolved === undefined) throw new Error(`${flag.kind} ${flag.path} did not resolve`);
            const after = applyOverlay(master, stored(resolved));
            expect(ResumeDataSchema.safeParse(after.resume).success).toBe(true);
            expect(after.flags).not.toContainEqual(flag);
            // Only that flag goes: what else was flagged stays flagged for the user to decide.
            const others = before.flags.filter(
              (other) => other.path !== flag.path && !other.path.startsWith(`${flag.path}.`),
            );
            for (const other of others) expect(after.flags).toContainEqual(other);
            if (resolution === "keep") expect(after.resume).toEqual(before.resume);
            else if (flag.kind === "detached") expect(valueAtPath(after.resume, flag.path)).toBeUndefined();
            else expect(valueAtPath(after.resume, flag.path)).toEqual(valueAtPath(master, flag.path));
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it("keeps a detached job as the variant's own: the master's later edits no longer flag it", () => {
    const job = firstJob(sample);
    const variant = copy(sample);
    firstJob(variant).summary = "<p>Tailored</p>";
    const master = copy(sample);
    master.sections.experience.items = experience(master).slice(1);
    const overlay = diffToOverlay(sample, variant);
    const flag = { path: `sections.experience.items.${job.id}`, kind: "detached" } as const;
    const kept = resolveFlag(master, overlay, flag, "keep");
    expect(kept?.snapshots[flag.path]).toBeUndefined();
    const { resume, flags } = applyOverlay(master, kept ?? overlay);
    expect(flags).toEqual([]);
    expect(experience(resume).find((item) => item.id === job.id)).toMatchObject({
      summary: "<p>Tailored</p>",
    });

    const dropped = resolveFlag(master, overlay, flag, "drop");
    expect(applyOverlay(master, dropped ?? overlay).resume).toEqual(master);
  });

  it("keeps a stale text over the master's new one, or takes the master's; refuses a flag that is not there", () => {
    const job = firstJob(sample);
    const variant = copy(sample);
    firstJob(variant).summary = "<p>Tailored</p>";
    const overlay = diffToOverlay(sample, variant);
    const master = copy(sample);
    firstJob(master).summary = "<p>Rewritten by the master</p>";
    const flag = { path: `sections.experience.items.${job.id}.summary`, kind: "stale" } as const;
    const kept = resolveFlag(master, overlay, flag, "keep");
    expect(applyOverlay(master, kept ?? overlay)).toEqual({ resume: variantOver(master), flags: [] });
    const dropped = resolveFlag(master, overlay, flag, "drop");
    expect(applyOverlay(master, dropped ?? overlay)).toEqual({ resume: master, flags: [] });
    expect(resolveFlag(sample, overlay, flag, "keep")).toBeUndefined();
  });
});

/** The master with the first job's summary tailored, as the stale test's variant shows it. */
const variantOver = (master: ResumeData): ResumeData => {
  const next = copy(master);
  firstJob(next).summary = "<p>Tailored</p>";
  return next;
};
