import type { FieldType, SearchRule } from '../../../engine/index';

/** How the list page's search bar offers a field (mirrors the field types' search kinds of the runtime). */
export type SearchKind = 'text' | 'number' | 'date' | 'datetime' | 'choice' | 'user' | 'switch';

/** A rule and the control the search bar shows for it. */
export interface SearchChoice { rule: SearchRule; control: string }

const KIND_OF: Partial<Record<FieldType, SearchKind>> = {
  text: 'text', textarea: 'text', serial: 'text',
  number: 'number', money: 'number', percent: 'number',
  date: 'date', datetime: 'datetime',
  select: 'choice', radio: 'choice', department: 'choice',
  user: 'user', switch: 'switch',
};

/**
 * The rules a kind supports, the usual one first. Texts: fuzzy or exact; numbers: range
 * or a specific value; dates: a period or a specific day (time); choices: by option.
 * (Multi-value fields - checkboxes, date ranges, attachments, sub-tables, related
 * records - have no single value to compare and are not offered.)
 */
const CHOICES: Record<SearchKind, SearchChoice[]> = {
  text: [{ rule: 'fuzzy', control: 'input' }, { rule: 'exact', control: 'input' }],
  number: [{ rule: 'range', control: 'numberRange' }, { rule: 'exact', control: 'number' }],
  date: [{ rule: 'period', control: 'dateRange' }, { rule: 'exact', control: 'date' }],
  datetime: [{ rule: 'period', control: 'datetimeRange' }, { rule: 'exact', control: 'datetime' }],
  choice: [{ rule: 'exact', control: 'select' }],
  user: [{ rule: 'exact', control: 'user' }],
  switch: [{ rule: 'exact', control: 'select' }],
};

export function searchKindOf(type: FieldType | undefined): SearchKind | undefined {
  return type ? KIND_OF[type] : undefined;
}

/** The rule/control pairs a field of this type may be searched by (none: not searchable). */
export function searchChoices(type: FieldType | undefined): SearchChoice[] {
  const kind = searchKindOf(type);
  return kind ? CHOICES[kind] : [];
}

/** The pair for a rule, else the type's usual pair. */
export function choiceFor(type: FieldType | undefined, rule?: SearchRule): SearchChoice | undefined {
  const choices = searchChoices(type);
  return choices.find((c) => c.rule === rule) ?? choices[0];
}

/** The controls a type offers (each implies its rule). */
export function controlChoices(type: FieldType | undefined): string[] {
  return [...new Set(searchChoices(type).map((c) => c.control))];
}
