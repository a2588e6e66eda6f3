/** The search's two addresses (routes/search.ts) as the HTTP server sees them, for the code that stands in front of Strapi's router. */
export const SEARCH_PATHS: ReadonlySet<string> = new Set(['/api/search', '/api/search/suggestions']);
