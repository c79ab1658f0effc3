import { isOdd, unescapeXml } from './text';
import { Unsupported } from './parts';

/** The local name of an element (`x:c` -> `c`). */
export const localName = (name: string): string => {
  const at = name.indexOf(':');
  return at < 0 ? name : name.slice(at + 1);
};

/**
 * The text of a shared string (`<si>`) or an inline string (`<is>`), as SheetJS's `parse_si`
 * reads it: a first `<t>` child alone is the text; else, when the string has rich-text runs
 * (`<r>`), every `<t>` outside phonetic runs (`<rPh>`), joined; else no text at all.
 * Fed the events inside the element; `end()` gives the text.
 */
export function createStringText() {
  let first: string | undefined;
  let depth = 0;
  let hasRun = false;
  let phonetic = 0;
  let inT = false;
  let tCount = 0;
  let firstT = '';
  const runs: string[] = [];
  return {
    /** An opening tag; saxen also sends a self-closing one's `close`. */
    open(name: string, selfClosing: boolean) {
      const local = localName(name);
      if (depth === 0 && first === undefined) first = local;
      depth++;
      if (local === 'r') hasRun = true;
      else if (local === 'rPh') phonetic++;
      else if (local === 't') {
        // `<t/>` first makes SheetJS read on into the next elements: left to it.
        if (selfClosing && first === 't' && tCount === 0) throw new Unsupported('t/');
        if (!selfClosing) { inT = true; tCount++; }
      }
    },
    close(name: string) {
      const local = localName(name);
      if (local === 'rPh') phonetic--;
      else if (local === 't') inT = false;
      depth--;
    },
    text(raw: string) {
      if (!inT) return;
      if (isOdd(raw)) throw new Unsupported('text');
      if (tCount === 1) firstT += raw;
      if (!phonetic) runs.push(raw);
    },
    end(): string | undefined {
      if (first === undefined) return '';
      if (first === 't') return unescapeXml(firstT, true);
      return hasRun ? unescapeXml(runs.join(''), true) : undefined;
    },
  };
}
