import { slugify } from "@vitae/schema";
import type { Db } from "../../db/client.ts";
import type { PageHead } from "../../lib/page-head.ts";
import { isGuardedByPassword } from "./public-password.ts";
import { findPublicResume } from "./resume.repo.ts";

/**
 * What a link preview (Open Graph, Twitter card) of a public resume's page may show. Chat apps read the HTML
 * without running the page's script, so the server writes this into the page it answers. A resume behind a
 * password shows nothing of itself; its picture only while its owner lets guests download it.
 */
export type PublicPageMeta =
  | { protected: true }
  | {
      protected: false;
      /** The person's name (else the resume's title), as the page's heading shows it. */
      name: string;
      headline: string;
      /** The page's canonical path, e.g. `/ada/software-engineer`. */
      path: string;
      /** The path of the JPEG of the first page, versioned by the last change; undefined when downloads are off. */
      imagePath: string | undefined;
    };

const segment = (value: string) => encodeURIComponent(value);

/** The link preview of the public resume at `/{username}/{slug}`; undefined when there is no such public resume. */
export const publicPageMeta = async (
  db: Db,
  options: { username: string; slug: string },
): Promise<PublicPageMeta | undefined> => {
  const username = options.username.trim().toLowerCase();
  const row = await findPublicResume(db, { username, slug: slugify(options.slug) });
  if (row === undefined) return undefined;
  if (await isGuardedByPassword(db, row)) return { protected: true };
  const base = `/${segment(username)}/${segment(row.slug)}`;
  return {
    protected: false,
    name: row.data.basics.name.trim() || row.title,
    headline: row.data.basics.headline.trim(),
    path: base,
    imagePath: row.allowDownloads
      ? `/api/resume/public${base}/preview.jpg?v=${row.updatedAt.getTime()}`
      : undefined,
  };
};

/**
 * The head of a public resume's page for link previews: Open Graph and Twitter card tags with absolute URLs
 * (readers fetch them from elsewhere). A protected resume's page keeps the app's own head; any other path is
 * not a public resume's page (undefined).
 */
export const publicPageHead =
  (deps: { db: Db; publicUrl: string }) =>
  async ([username, slug]: [string, string]): Promise<PageHead | undefined> => {
    const meta = await publicPageMeta(deps.db, { username, slug });
    if (meta === undefined) return undefined;
    if (meta.protected) return {};
    const title = meta.headline ? `${meta.name} — ${meta.headline}` : meta.name;
    const image = meta.imagePath === undefined ? undefined : `${deps.publicUrl}${meta.imagePath}`;
    const tags: [attribute: "property" | "name", key: string, content: string | undefined][] = [
      ["property", "og:type", "profile"],
      ["property", "og:site_name", "Vitae"],
      ["property", "og:title", meta.name],
      ["property", "og:description", meta.headline || undefined],
      ["property", "og:url", `${deps.publicUrl}${meta.path}`],
      ["property", "og:image", image],
      ["property", "og:image:alt", image === undefined ? undefined : `Resume of ${meta.name}`],
      // A large picture when there is one; a plain card (title and description) otherwise.
      ["name", "twitter:card", image === undefined ? "summary" : "summary_large_image"],
      ["name", "twitter:title", meta.name],
      ["name", "twitter:description", meta.headline || undefined],
      ["name", "twitter:image", image],
    ];
    return {
      title,
      ...(meta.headline ? { description: meta.headline } : {}),
      meta: tags.flatMap(([attribute, key, content]) =>
        content === undefined ? [] : [{ attribute, key, content }],
      ),
    };
  };
