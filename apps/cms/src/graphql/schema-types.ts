import type { GraphQLNamedType, GraphQLObjectType } from 'graphql';

/**
 * An object type of whichever copy of graphql-js built the schema: the GraphQL plugin's and Apollo's
 * (CommonJS), not always the one a module importing `graphql` gets (the tests' ES module copy).
 * graphql-js's own `isObjectType` throws on a type of another copy.
 */
export const isObjectType = (type: GraphQLNamedType): type is GraphQLObjectType => Object.prototype.toString.call(type) === '[object GraphQLObjectType]';
