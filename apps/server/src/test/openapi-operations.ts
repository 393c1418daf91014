// The app's operations as its OpenAPI document describes them, for the tests generated from the
// route list (fuzz and authorisation): a new route is covered without editing those tests.
import type { TestApp } from './app.ts';

export type JsonSchema = Record<string, unknown>;

export interface Operation {
  method: string;
  /** The OpenAPI template: /api/accounts/{accountId}/slots */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  /** The JSON request body's schema ($refs resolved), when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export async function readOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  const resolve = (schema: JsonSchema | undefined): JsonSchema =>
    resolveRefs(schema ?? {}, doc.components?.schemas ?? {}, 0) as JsonSchema;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolve(p.schema), required: p.required === true })),
        ...(body ? { body: resolve(body) } : {}),
      });
    }
  }
  return operations;
}

/** The path with each {param} replaced by its value, percent-encoded unless told the value is already raw. */
export function fillPath(template: string, values: Record<string, string>, { raw = false } = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name] ?? '';
    return raw ? value : encodeAny(value);
  });
}

/**
 * encodeURIComponent that also takes a lone surrogate (which it refuses), writing it as the
 * three bytes a careless client would send (CESU-8, invalid UTF-8).
 */
export function encodeAny(value: string): string {
  return value.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}

function resolveRefs(value: unknown, schemas: Record<string, JsonSchema>, depth: number): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, schemas, depth + 1));
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string')
    return resolveRefs(schemas[ref.replace('#/components/schemas/', '')] ?? {}, schemas, depth + 1);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(item, schemas, depth + 1)]));
}
