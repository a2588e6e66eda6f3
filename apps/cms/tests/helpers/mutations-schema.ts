/**
 * The running CMS's GraphQL mutations and the input types they take, read by introspection, for the
 * tests that call every mutation (api-surface.test.ts, hostile-input.test.ts).
 */
export interface TypeRef {
  kind: string;
  name?: string;
  ofType?: TypeRef;
}
export interface NamedType {
  name: string;
  kind: string;
  inputFields?: Array<{ name: string; type: TypeRef }>;
  enumValues?: Array<{ name: string }>;
}
export interface Mutation {
  name: string;
  args: Array<{ name: string; type: TypeRef }>;
  type: TypeRef;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';

type Post = (query: string) => Promise<{ body: { data?: any } }>;

export async function readMutations(post: Post): Promise<{ mutations: Mutation[]; types: Map<string, NamedType> }> {
  const { body } = await post(`{ __schema {
    mutationType { fields { name type { ${TYPE_REF} } args { name type { ${TYPE_REF} } } } }
    types { name kind inputFields { name type { ${TYPE_REF} } } enumValues { name } }
  } }`);
  return {
    mutations: body.data.__schema.mutationType.fields,
    types: new Map(body.data.__schema.types.map((type: NamedType) => [type.name, type])),
  };
}

/** The named type under any list and non-null wrappers. */
export const namedTypeOf = (type: TypeRef): string => (type.ofType ? namedTypeOf(type.ofType) : type.name!);
