// Shell: the package's modules land with their own issue (see README.md in this folder).
export {};
