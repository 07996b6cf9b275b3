// The `hyphen` package's language modules (CommonJS, no bundled types): each exports the same functions.
declare module "hyphen/*" {
  export const hyphenateSync: (
    text: string,
    options?: { minWordLength?: number; hyphenChar?: string },
  ) => string;
}
