/** A pack's file name: `<code>.pack.json` (codes and menu codes are safe file names). */
export const packFileName = (name: string) => `${name}.pack.json`;

export { downloadJson } from '../../shared';
