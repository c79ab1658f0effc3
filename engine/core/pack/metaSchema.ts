import packMetaSchemaJson from './pack.schema.json';

/** The pack meta-schema (JSON Schema 2020-12): the exact shape of a pack's `pack.json`. */
export const packMetaSchema: Record<string, unknown> = packMetaSchemaJson;
