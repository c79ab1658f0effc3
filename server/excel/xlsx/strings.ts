import { Parser } from 'saxen';
import { createStringText, localName } from './rich-text';
import { Unsupported } from './parts';

/** The shared-string table (`xl/sharedStrings.xml`): each `<si>`'s text as SheetJS reads it (undefined: no text). */
export function readSharedStrings(xml: string): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  let current: ReturnType<typeof createStringText> | undefined;
  const parser = new Parser();
  parser.on('openTag', (name: string, _attrs: unknown, _decode: unknown, selfClosing: boolean) => {
    if (current) return current.open(name, selfClosing);
    if (localName(name) !== 'si') return;
    // SheetJS splits the table at `</si>`: an `<si/>` would run into its neighbour there.
    if (selfClosing) throw new Unsupported('si/');
    current = createStringText();
  });
  parser.on('closeTag', (name: string) => {
    if (!current) return;
    if (localName(name) === 'si') {
      out.push(current.end());
      current = undefined;
    } else current.close(name);
  });
  parser.on('text', (raw: string) => current?.text(raw));
  parser.on('cdata', () => { throw new Unsupported('cdata'); });
  parser.on('error', (e: Error) => { throw e; });
  parser.on('warn', (e: Error) => { throw new Unsupported(e.message); });
  parser.parse(xml);
  return out;
}
