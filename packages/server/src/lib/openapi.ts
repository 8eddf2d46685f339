/**
 * The finishing of the OpenAPI document (app.ts registers it with @fastify/swagger), and the response
 * documentation of the routes that answer an image file instead of JSON.
 */
import { ZErrorResponse } from '@barterbits/contracts';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

const SCHEMA_REF = '#/components/schemas/';

/** The names of the component schemas that `value` references with `$ref`. */
function referencedSchemas(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedSchemas(item, found);
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF))
        found.add(child.slice(SCHEMA_REF.length));
      else referencedSchemas(child, found);
    }
  return found;
}

/**
 * The document as fastify-type-provider-zod writes it, keeping only the component schemas an operation
 * uses, directly or through other components. The provider writes every schema of the zod registry
 * twice (`X` for answers, `XInput` for requests), while a schema with an id is an answer's in all but a
 * few cases: the request copies were 55 components nothing referenced.
 */
export function finishOpenApiDocument(document: Parameters<typeof jsonSchemaTransformObject>[0]) {
  // A new object on every call (its components too): changing it changes no one else's.
  const doc = jsonSchemaTransformObject(document);
  if (!('components' in doc) || !doc.components?.schemas) return doc;
  const { schemas } = doc.components;
  const used = referencedSchemas(doc.paths);
  for (const name of used) referencedSchemas(schemas[name], used);
  doc.components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.has(name)),
  ) as typeof schemas;
  return doc;
}

/**
 * The documented answers of a route that sends a stored image: the WebP file, or the error body with
 * each of `errors` (404 for a missing file or one the caller may not see, 401 without a session where
 * one is needed). Only documentation: a file is sent as bytes, never through a serializer, so the
 * handler's reply is left untyped by it.
 */
export function imageFileResponses(...errors: number[]): FastifySchema['response'] {
  return {
    200: {
      description: 'The image, as WebP',
      content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...Object.fromEntries(errors.map((status) => [status, ZErrorResponse])),
  };
}
