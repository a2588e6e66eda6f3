/** The pieces of Nexus our schema extensions use (the GraphQL plugin hands over its own copy). */
interface FieldOptions {
  description?: string;
  resolve?: unknown;
}

export interface Definition {
  id(name: string, options?: FieldOptions): void;
  string(name: string, options?: FieldOptions): void;
  int(name: string, options?: FieldOptions): void;
  float(name: string, options?: FieldOptions): void;
  boolean(name: string, options?: FieldOptions): void;
  field(name: string, config: Record<string, unknown>): void;
  nonNull: Definition;
  list: Definition;
}

export interface TypeConfig {
  name: string;
  description?: string;
  /** Data kept on the GraphQL type (graphql-js's `extensions`), e.g. the plain answers' mark (./plain-answers.ts). */
  extensions?: Record<string, unknown>;
  definition(t: Definition): void;
}

export interface Nexus {
  inputObjectType(config: TypeConfig): unknown;
  objectType(config: TypeConfig): unknown;
  enumType(config: { name: string; members: string[]; description?: string }): unknown;
  extendType(config: { type: string; definition(t: Definition): void }): unknown;
  nonNull(type: unknown): unknown;
  list(type: unknown): unknown;
}
