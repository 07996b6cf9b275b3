// Shell: the templates land with their own issue (see README.md in this folder).
export {};
