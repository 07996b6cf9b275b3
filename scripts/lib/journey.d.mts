/** Types of journey.mjs (plain JavaScript so that any Node release runs it without a build). */
export type JourneyClient = {
  send(method: string, path: string, body?: unknown): Promise<Response>;
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
};
export type SavedResume = {
  id: string;
  title: string;
  slug: string;
  visibility: string;
  updatedAt: string;
  data: { basics: { headline: string } & Record<string, unknown> } & Record<string, unknown>;
};
export declare function createClient(baseUrl: string): JourneyClient;
export declare function signUp(client: JourneyClient, name?: string): Promise<{ username: string }>;
export declare function createAndSaveResume(client: JourneyClient, headline?: string): Promise<SavedResume>;
export declare function saveResume(
  client: JourneyClient,
  resume: SavedResume,
  headline: string,
): Promise<SavedResume>;
export declare function printPdf(client: JourneyClient, id: string): Promise<Uint8Array>;
