/** The pieces of Nexus our schema extensions use (the GraphQL plugin hands over its own copy). */
export interface Definition {
  id(name: string, options?: { description: string }): void;
  string(name: string, options?: { description: string }): void;
  int(name: string): void;
  boolean(name: string, options?: { description: string }): void;
  field(name: string, config: Record<string, unknown>): void;
  nonNull: Definition;
  list: Definition;
}

export interface Nexus {
  inputObjectType(config: { name: string; definition(t: Definition): void }): unknown;
  objectType(config: { name: string; definition(t: Definition): void }): unknown;
  extendType(config: { type: string; definition(t: Definition): void }): unknown;
  nonNull(type: unknown): unknown;
  list(type: unknown): unknown;
}
