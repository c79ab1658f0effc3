import { appendFileSync } from 'node:fs';

/** One statement's totals over a window. */
interface Totals { calls: number; ms: number; rows: number }

/** How often the profile appends its line. */
export const STATEMENT_PROFILE_WINDOW_MS = 60_000;
/** Statements per line, longest total first. */
const TOP = 40;
/** Characters of a statement's text kept as its key (whitespace folded). */
const SQL_CHARS = 300;

/**
 * A diagnostic of SQLite's main connection (env SQLITE_STATEMENT_PROFILE=<file>): every
 * statement it runs is timed by its SQL text, and each minute one JSON line is appended to the
 * file: `{at, top: [{sql, calls, ms, rows}]}`, the 40 statements that took longest. Comparing
 * an early line with a late one shows which statements grow with the data (issue 20, the soak:
 * a CPU profile ends at the `await` and cannot name them). Off by default: then nothing is timed.
 */
export class StatementProfile {
  readonly #totals = new Map<string, Totals>();
  readonly #timer: NodeJS.Timeout;

  constructor(readonly file: string, windowMs = STATEMENT_PROFILE_WINDOW_MS) {
    this.#timer = setInterval(() => this.flush(), windowMs);
    this.#timer.unref();
  }

  record(sql: string, ms: number, rows: number): void {
    const key = sql.replace(/\s+/g, ' ').slice(0, SQL_CHARS);
    const totals = this.#totals.get(key);
    if (totals) {
      totals.calls++;
      totals.ms += ms;
      totals.rows += rows;
    } else this.#totals.set(key, { calls: 1, ms, rows });
  }

  /** Appends the window's line (nothing when no statement ran) and starts the next window. */
  flush(): void {
    if (!this.#totals.size) return;
    const top = [...this.#totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, TOP)
      .map(([sql, t]) => ({ sql, calls: t.calls, ms: Math.round(t.ms * 1000) / 1000, rows: t.rows }));
    this.#totals.clear();
    try {
      appendFileSync(this.file, `${JSON.stringify({ at: new Date().toISOString(), top })}\n`);
    } catch {
      // A diagnostic must not take the server down: a file that cannot be written loses its line.
    }
  }

  close(): void {
    clearInterval(this.#timer);
    this.flush();
  }
}

/** The profile the environment asks for, if any. */
export function statementProfileFromEnv(value = process.env.SQLITE_STATEMENT_PROFILE): StatementProfile | undefined {
  const file = (value ?? '').trim();
  return file ? new StatementProfile(file) : undefined;
}
