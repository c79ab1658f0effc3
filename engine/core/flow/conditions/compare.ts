import { isEmptyValue, toIsoDay, toNumber, toPair, toText, toTextList } from './coerce';
import { operatorsByKind, type ValueKind } from './operators';

type Test = (actual: unknown, expected: unknown) => boolean;

function numeric(test: (x: number, y: number) => boolean): Test {
  return (a, e) => {
    const x = toNumber(a);
    const y = toNumber(e);
    return !Number.isNaN(x) && !Number.isNaN(y) && test(x, y);
  };
}

function numberBetween(a: unknown, e: unknown): boolean {
  const pair = toPair(e);
  if (!pair) return false;
  const [x, lo, hi] = [toNumber(a), toNumber(pair[0]), toNumber(pair[1])];
  return x >= lo && x <= hi; // any NaN makes this false
}

function textual(test: (s: string, t: string) => boolean): Test {
  return (a, e) => {
    const s = toText(a);
    const t = toText(e);
    return s !== null && t !== null && test(s, t);
  };
}

function daily(test: (d: string, e: string) => boolean): Test {
  return (a, e) => {
    const d = toIsoDay(a);
    const t = toIsoDay(e);
    return d !== null && t !== null && test(d, t);
  };
}

function dayBetween(a: unknown, e: unknown): boolean {
  const pair = toPair(e);
  const [d, lo, hi] = [toIsoDay(a), toIsoDay(pair?.[0]), toIsoDay(pair?.[1])];
  return d !== null && lo !== null && hi !== null && d >= lo && d <= hi;
}

// A single value or a multi-select list, tested against the expected list.
function membership(wantIn: boolean): Test {
  return (a, e) => {
    const list = toTextList(e);
    if (!list) return false;
    const values = Array.isArray(a) ? toTextList(a) ?? [] : [toText(a)].filter((v): v is string => v !== null);
    if (values.length === 0) return false;
    const hit = values.some((v) => list.includes(v));
    return wantIn ? hit : !hit;
  };
}

function selectEquals(a: unknown, e: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(e)) {
    const x = toTextList(a);
    const y = toTextList(e);
    return !!x && !!y && x.length === y.length && x.every((v) => y.includes(v)) && y.every((v) => x.includes(v));
  }
  return textual((s, t) => s === t)(a, e);
}

const numberTests: Record<string, Test> = {
  eq: numeric((x, y) => x === y), ne: numeric((x, y) => x !== y),
  gt: numeric((x, y) => x > y), gte: numeric((x, y) => x >= y),
  lt: numeric((x, y) => x < y), lte: numeric((x, y) => x <= y),
  between: numberBetween,
};

const tests: Record<ValueKind, Record<string, Test>> = {
  number: numberTests,
  money: numberTests,
  text: {
    eq: textual((s, t) => s === t), ne: textual((s, t) => s !== t),
    contains: textual((s, t) => s.includes(t)), notContains: textual((s, t) => !s.includes(t)),
    startsWith: textual((s, t) => s.startsWith(t)),
    in: membership(true), notIn: membership(false),
  },
  date: {
    before: daily((d, t) => d < t), after: daily((d, t) => d > t), on: daily((d, t) => d === t),
    between: dayBetween,
  },
  select: { in: membership(true), notIn: membership(false), eq: selectEquals },
  user: { in: membership(true), notIn: membership(false) },
};

/**
 * Applies `op` of value kind `kind`. An operator the kind does not accept is
 * false; an empty value matches only `isEmpty` (and fails `notEmpty`).
 */
export function applyOperator(kind: ValueKind, op: string, actual: unknown, expected: unknown): boolean {
  if (!operatorsByKind[kind].includes(op as never)) return false;
  if (op === 'isEmpty') return isEmptyValue(actual);
  if (op === 'notEmpty') return !isEmptyValue(actual);
  if (isEmptyValue(actual)) return false;
  const test = Object.prototype.hasOwnProperty.call(tests[kind], op) ? tests[kind][op] : undefined;
  return test ? test(actual, expected) : false;
}
