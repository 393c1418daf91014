/** A JSON response entry for an OpenAPI route. */
export const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** A required JSON request body for an OpenAPI route. */
export const jsonBody = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
