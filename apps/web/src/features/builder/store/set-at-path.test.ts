import { describe, expect, it } from "vitest";
import { getAtPath, setAtPath } from "./set-at-path";

describe("setAtPath", () => {
  const target = {
    basics: { name: "Ada", url: { href: "" } },
    list: [{ id: "a" }, { id: "b" }],
    other: { x: 1 },
  };

  it("copies only the objects along the path", () => {
    const next = setAtPath(target, "basics.url.href", "https://ada.dev");
    expect(next.basics.url.href).toBe("https://ada.dev");
    expect(target.basics.url.href).toBe("");
    expect(next.other).toBe(target.other);
    expect(next.list).toBe(target.list);
  });

  it("reaches into arrays by index", () => {
    const next = setAtPath(target, "list.1.id", "c");
    expect(next.list).toEqual([{ id: "a" }, { id: "c" }]);
    expect(Array.isArray(next.list)).toBe(true);
    expect(next.list[0]).toBe(target.list[0]);
  });

  it("returns the same object when nothing changes", () => {
    expect(setAtPath(target, "basics.name", "Ada")).toBe(target);
  });

  it("reads a path, undefined where it leads nowhere", () => {
    expect(getAtPath(target, "list.0.id")).toBe("a");
    expect(getAtPath(target, "basics.missing.deeper")).toBeUndefined();
  });
});
