import { Registry } from '../registry/index';
import { BUILTIN_FIELD_TYPES } from './builtin';
import { FORMILY_FIELD_TYPES } from './formilyTypes';
import { SIGNATURE_FIELD_TYPE } from './signature';
import { searchChoicesFor, type FieldTypeDescriptor, type SearchChoice } from './FieldTypeDescriptor';

const types = new Registry<FieldTypeDescriptor>('field type');
let version = 0;

/** Registers a field type; a second one with the same type throws unless `override` is set. */
export function registerFieldType(descriptor: FieldTypeDescriptor, options: { override?: boolean } = {}): void {
  types.register(descriptor.type, descriptor, options);
  version += 1;
}

/** The descriptor of a field type, or undefined for a type nobody registered. */
export function fieldTypeOf(type: unknown): FieldTypeDescriptor | undefined {
  return typeof type === 'string' ? types.get(type) : undefined;
}

/** Every registered field type, in registration order. */
export function fieldTypeNames(): string[] {
  return types.entries().map(([type]) => type);
}

/** Every registered descriptor, in registration order. */
export function fieldTypeDescriptors(): FieldTypeDescriptor[] {
  return types.entries().map(([, d]) => d);
}

/** Grows with each registration (callers caching something derived from the registry compare it). */
export function fieldTypesVersion(): number {
  return version;
}

/** The rule/control pairs a field of this type may be searched by, the usual one first (none: not searchable). */
export function searchChoicesOf(type: unknown): SearchChoice[] {
  const search = fieldTypeOf(type)?.search;
  return search ? searchChoicesFor(search.kind, search.rules) : [];
}

for (const descriptor of [...BUILTIN_FIELD_TYPES, ...FORMILY_FIELD_TYPES, SIGNATURE_FIELD_TYPE]) registerFieldType(descriptor);
