/** Small builders for route body schemas: closed objects, so unknown fields are a 400. */
export type JsonSchema = Record<string, unknown>;

export function closedObject(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}

export const emptyBody = closedObject({});

export const idSchema: JsonSchema = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };

export const shortText = (maxLength = 200, minLength = 0): JsonSchema => ({ type: 'string', minLength, maxLength });

/** Paging for plain lists (users...). */
export const pagingProps: Record<string, JsonSchema> = {
  current: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  size: { type: 'integer', minimum: 1, maximum: 200 },
};

/** A route's options: a tag and summary for the OpenAPI document, and the body schema. */
export function routeSchema(tag: string, summary: string, body: JsonSchema, extra: JsonSchema = {}): JsonSchema {
  return { tags: [tag], summary, body, ...extra };
}
