// @adobe/structured-data-validator ships no types: the part scripts/structured-data-check.ts uses.
declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    rootType: string;
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    fieldNames?: string[];
  }
  /** Without the schema.org vocabulary file, only the rich-result rules of each type run. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld: Record<string, object[]>; microdata: Record<string, object[]>; rdfa: Record<string, object[]>; errors: unknown[] }): Promise<ValidationIssue[]>;
  }
}
