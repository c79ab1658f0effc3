import { fieldTypeOf, searchChoicesOf, type FieldType, type SearchChoice, type SearchKind, type SearchRule } from '../../../engine/index';

export type { SearchKind, SearchChoice };

/** How the list page's search bar offers a field of this type (the field type's descriptor); undefined: not searchable. */
export function searchKindOf(type: FieldType | string | undefined): SearchKind | undefined {
  return fieldTypeOf(type)?.search?.kind;
}

/** The rule/control pairs a field of this type may be searched by (none: not searchable). */
export function searchChoices(type: FieldType | string | undefined): SearchChoice[] {
  return searchChoicesOf(type);
}

/** The pair for a rule, else the type's usual pair. */
export function choiceFor(type: FieldType | string | undefined, rule?: SearchRule): SearchChoice | undefined {
  const choices = searchChoices(type);
  return choices.find((c) => c.rule === rule) ?? choices[0];
}

/** The controls a type offers (each implies its rule). */
export function controlChoices(type: FieldType | string | undefined): string[] {
  return [...new Set(searchChoices(type).map((c) => c.control))];
}
