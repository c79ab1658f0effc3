import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import { packMetaSchema } from './metaSchema';
import { fieldTypeNames, fieldTypesVersion } from '../fields/index';
import { FUNCTION_CODE_PATTERN, IDENTIFIER_PATTERN } from '../rules/index';
import type { Pack, PathError } from './types';
import { semanticChecks } from './semanticChecks';

let compiled: { version: number; validate: ReturnType<Ajv2020['compile']> } | undefined;

// The meta-schema's field-type list is the field-type registry (types registered later are allowed);
// its identifier and code patterns are the engine's.
function withRegisteredFieldTypes(schema: typeof packMetaSchema): object {
  const copy = structuredClone(schema) as { $defs?: Record<string, unknown> };
  if (copy.$defs?.fieldType) copy.$defs.fieldType = { enum: fieldTypeNames() };
  if (copy.$defs?.identifier) copy.$defs.identifier = { type: 'string', pattern: IDENTIFIER_PATTERN };
  if (copy.$defs?.code) copy.$defs.code = { type: 'string', pattern: FUNCTION_CODE_PATTERN };
  return copy;
}

function check() {
  if (compiled?.version !== fieldTypesVersion()) {
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(withRegisteredFieldTypes(packMetaSchema));
    compiled = { version: fieldTypesVersion(), validate };
  }
  return compiled.validate;
}

function toPathError(e: ErrorObject): PathError {
  const p = e.params as Record<string, string>;
  if (e.keyword === 'required') return { path: `${e.instancePath}/${p.missingProperty}`, message: 'is required' };
  if (e.keyword === 'additionalProperties') return { path: `${e.instancePath}/${p.additionalProperty}`, message: 'is not allowed here' };
  if (e.keyword === 'enum') return { path: e.instancePath, message: `must be one of ${(p.allowedValues as unknown as unknown[]).join(', ')}` };
  return { path: e.instancePath, message: e.message ?? 'is not valid' };
}

/**
 * Validates a pack against the meta-schema and then its cross-references.
 * Never throws on content: every problem comes back as `{path, message}`.
 */
export function validatePack(pack: unknown): PathError[] {
  const validate = check();
  if (!validate(pack)) {
    const seen = new Set<string>();
    return (validate.errors ?? [])
      .filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'allOf' && e.keyword !== 'if')
      .map(toPathError)
      .filter((e) => (seen.has(`${e.path}|${e.message}`) ? false : (seen.add(`${e.path}|${e.message}`), true)));
  }
  return semanticChecks(pack as Pack);
}
