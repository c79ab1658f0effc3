import type { FieldType, PackFunction } from '@engine';

/** A declared field as `[identifier, name, type]`. */
export type FieldSpec = readonly [identifier: string, name: string, type: FieldType];

/** What a test's function sets itself; everything else takes the defaults of {@link packFunction}. */
export type PackFunctionSpec = Partial<Omit<PackFunction, 'fields'>> & Pick<PackFunction, 'code' | 'name' | 'form'> & { fields: FieldSpec[] };

/**
 * A minimal function for the designer's tests: an HR list function without permissions, its
 * menu named after it, no list columns and no search criteria unless the spec says otherwise.
 */
export function packFunction({ fields, ...spec }: PackFunctionSpec): PackFunction {
  return {
    businessType: 'hr',
    formType: 'standard',
    displayStyle: 'list',
    permissionRequired: false,
    menu: { displayName: spec.name, directory: '' },
    list: { columns: [] },
    search: [],
    ...spec,
    fields: fields.map(([identifier, name, type]) => ({ name, type, identifier })),
  };
}
