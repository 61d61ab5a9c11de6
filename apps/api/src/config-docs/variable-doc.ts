/** One environment variable as docs/configuration.md explains it, and the groups the document is made of. */
export interface VariableDoc {
  description: string;
  /** The default as a reader should see it, when the schema's own default is computed at start. */
  shownDefault?: string;
  /** A requirement the production rules do not state (variables that go together). */
  requiredWhen?: string;
}

export interface VariableGroup {
  title: string;
  variables: Record<string, VariableDoc>;
}
