import { unzipSync } from 'fflate';

/** The parts of an .xlsx (a zip), read on demand, each inflated at most once and bounded by `maxBytes`. */
export interface Parts {
  /** Lower-cased names of every part. */
  names: Set<string>;
  /** A part's text, or undefined when the zip has no such part. */
  text(path: string): string | undefined;
}

const decoder = new TextDecoder('utf-8');

/**
 * Opens the zip's central directory (fflate). A part is inflated into a buffer of its
 * declared size, so a lying header cannot make it grow (the cut XML fails to parse); a declared
 * size over `maxBytes` is Unsupported: such files (zip bombs) go to SheetJS, whose heap and time caps answer as before.
 */
export function openParts(bytes: Uint8Array, maxBytes: number): Parts {
  const names = new Set<string>();
  unzipSync(bytes, { filter: (f) => { names.add(f.name.toLowerCase()); return false; } });
  return {
    names,
    text(path) {
      const want = path.toLowerCase();
      if (!names.has(want)) return undefined;
      const files = unzipSync(bytes, {
        filter: (f) => {
          if (f.name.toLowerCase() !== want) return false;
          if (f.originalSize > maxBytes) throw new Unsupported(`${path} is larger than ${maxBytes} bytes`);
          return true;
        },
      });
      const data = Object.values(files)[0];
      if (!data) return undefined;
      // UTF-16 parts are left to SheetJS.
      if ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff)) throw new Unsupported('utf-16');
      return decoder.decode(data);
    },
  };
}

/** Something the fast reader does not read exactly as SheetJS does: the caller falls back to SheetJS. */
export class Unsupported extends Error {}
