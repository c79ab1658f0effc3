import { strToU8, zipSync } from 'fflate';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface CraftedSheet { name: string; data: string; after?: string }

/**
 * An .xlsx written by hand, the way other programs than SheetJS write them: the sheets'
 * `<sheetData>` (and what follows it), shared strings, styles, element prefixes as given.
 */
export function craftXlsx(sheets: CraftedSheet[], opts: { sst?: string; styles?: string; p?: string; level?: 0 | 6 } = {}): Uint8Array {
  const p = opts.p ? `${opts.p}:` : '';
  const xmlns = opts.p ? `xmlns:${opts.p}="${NS}"` : `xmlns="${NS}"`;
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(`${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}${opts.sst ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}${opts.styles ? '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' : ''}</Types>`),
    '_rels/.rels': strToU8(`${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(`${head}<${p}workbook ${xmlns} xmlns:r="${REL}"><${p}sheets>${sheets.map((s, i) => `<${p}sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</${p}sheets></${p}workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}${opts.sst ? `<Relationship Id="rS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ''}${opts.styles ? `<Relationship Id="rY" Type="${REL}/styles" Target="styles.xml"/>` : ''}</Relationships>`),
  };
  sheets.forEach((s, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(`${head}<${p}worksheet ${xmlns} xmlns:r="${REL}"><${p}sheetData>${s.data}</${p}sheetData>${s.after ?? ''}</${p}worksheet>`);
  });
  if (opts.sst) files['xl/sharedStrings.xml'] = strToU8(`${head}<${p}sst ${xmlns}>${opts.sst}</${p}sst>`);
  if (opts.styles) files['xl/styles.xml'] = strToU8(`${head}<${p}styleSheet ${xmlns}>${opts.styles}</${p}styleSheet>`);
  return zipSync(files, { level: opts.level ?? 6 });
}
