/**
 * Zod → JSON Schema for tools/list. The advertised schemas are generated from
 * the one schema module (src/core/schemas.ts), so every bound a model sees is
 * the bound the core enforces.
 */
import * as z from 'zod';

export type JsonSchemaObject = {
  type: 'object';
  properties?: Record<string, object>;
  required?: string[];
  [k: string]: unknown;
};

/**
 * MCP (2025-11-25) reads a schema without `$schema` as JSON Schema 2020-12, so we
 * emit that dialect and leave the key out; validators that default to draft-07
 * (the SDK client's AJV) read these schemas identically, since they use no
 * keyword whose meaning changed between the drafts.
 *
 * Inputs are converted as inputs (strict objects → additionalProperties: false).
 * Outputs are converted as inputs too, on purpose: zod's output mode closes every
 * object, and a result record may carry extra fields, which the interface allows.
 */
export function toToolJsonSchema(schema: z.ZodObject, kind: 'input' | 'output' = 'input'): JsonSchemaObject {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  if (kind === 'output') dropSafeIntegerBounds(json);
  if (json.type !== 'object') throw new Error('a tool schema must be an object schema');
  return json as JsonSchemaObject;
}

/**
 * zod writes ±MAX_SAFE_INTEGER bounds on every `.int()`. In an output schema
 * they say nothing a model needs and cost tokens on every tools/list; input
 * bounds are kept, since there MAX_SAFE_INTEGER can be a real limit (table_index).
 */
function dropSafeIntegerBounds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropSafeIntegerBounds);
  if (node === null || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (o.type === 'integer') {
    if (o.minimum === Number.MIN_SAFE_INTEGER) delete o.minimum;
    if (o.maximum === Number.MAX_SAFE_INTEGER) delete o.maximum;
  }
  Object.values(o).forEach(dropSafeIntegerBounds);
}
