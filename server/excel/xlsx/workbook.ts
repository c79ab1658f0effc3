import { Parser } from 'saxen';
import { Unsupported } from './parts';
import { localName } from './rich-text';

/** A worksheet of the workbook, in workbook order. */
export interface SheetEntry { name: string; path: string }

/** Attributes of every element named `local` in an XML part (small parts: the workbook and its relationships). */
function elements(xml: string, local: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  const parser = new Parser();
  parser.on('openTag', (name: string, attrs: () => Record<string, string>) => {
    if (localName(name) === local) out.push(attrs());
  });
  parser.on('error', (e: Error) => { throw e; });
  parser.parse(xml);
  return out;
}

/** A relationship target as a part path from `xl/` (`worksheets/sheet1.xml`, `/xl/sharedStrings.xml`). */
function partPath(target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  if (path.includes('..') || path.includes('\\')) throw new Unsupported('relationship target');
  return path;
}

/** The sheets (name and part, workbook order) and the shared-string part, if any, of `xl/workbook.xml`. */
export function readWorkbook(workbookXml: string, relsXml: string): { sheets: SheetEntry[]; sharedStrings?: string } {
  const rels = elements(relsXml, 'Relationship');
  const byId = new Map(rels.map((r) => [r.Id, r]));
  const sheets = elements(workbookXml, 'sheet').map((s) => {
    const idKey = Object.keys(s).find((k) => k === 'id' || k.endsWith(':id'));
    const rel = idKey === undefined ? undefined : byId.get(s[idKey]);
    // SheetJS decodes names its own way (one pass, `_xHHHH_` too): names it could read differently are left to it.
    if (!rel?.Target || s.name === undefined || /&|_x/i.test(s.name)) throw new Unsupported('sheet');
    return { name: s.name, path: partPath(rel.Target) };
  });
  const sst = rels.find((r) => r.Type?.endsWith('/sharedStrings') && r.Target);
  return { sheets, sharedStrings: sst ? partPath(sst.Target) : undefined };
}
