import { isAbsolute, relative, resolve } from 'node:path';

/** One problem found in a pack folder, at a place in one of its files. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/**
 * The directory the user typed the command in: `npm run` moves to the project
 * root and says where it came from in INIT_CWD.
 */
export function userDirectory(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/** A path the user typed, made absolute from where they typed it. */
export function userPath(path: string): string {
  return resolve(userDirectory(), path);
}

/** A file path as the user would type it: relative to their directory when inside it. */
export function displayPath(file: string): string {
  const rel = relative(userDirectory(), file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

/** `file:line:column message`, the shape editors and CI logs link to the place. */
export function formatProblem(p: Problem): string {
  return `${displayPath(p.file)}:${p.line}:${p.column} ${p.message}`;
}
