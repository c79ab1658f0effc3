import type { Kysely } from 'kysely';
import type { DB, Dialect } from '../db';
import { createImportJobData } from './import-jobs';
import { createRequestIdData } from './request-ids';
import { publishStagedRows } from './staged-insert';

/** What an import's publish is told: the job, what its staging filled, and the submission id it claims. */
export interface ImportPublish {
  tenantId: string;
  jobId: string;
  fnId: number;
  /** Rows the job staged: a publish that would make another number live is rolled back. */
  staged: number;
  /** Trigram tables (SQLite) every staging batch filled for its rows: the publish fills only the others. */
  trigramsFilled: string[];
  userId: number;
  /** The client's submission id, claimed in the publish's transaction (`since`: the window's start). */
  requestId?: { id: string; since: number };
  now: number;
}

/** The rows made live, or why the publish wrote nothing: a cancel came first, or the submission id was used. */
export type PublishOutcome = { published: number } | { refused: 'canceled' | 'duplicate' };

/** What the publish's steps run on: the job, the submission ids and the staged rows, in one transaction. */
export interface PublishParts {
  importJobs: Pick<ReturnType<typeof createImportJobData>, 'beginPublish' | 'finish'>;
  requestIds: Pick<ReturnType<typeof createRequestIdData>, 'claim'>;
  records: { publishStaged(jobId: string, fnId: number, trigramsFilled?: readonly string[]): Promise<number> };
}

class Refused extends Error {
  constructor(readonly reason: 'canceled' | 'duplicate') {
    super(`import publish refused: ${reason}`);
  }
}

/**
 * The publish of an import, inside `transaction`: the job moves to publishing unless a cancel came
 * first, the submission id is claimed, every staged row is made live and the job succeeds; a
 * refusal, or a count other than `staged`, rolls all of it back.
 */
export async function publishImportIn(transaction: <T>(fn: (parts: PublishParts) => Promise<T>) => Promise<T>, p: ImportPublish): Promise<PublishOutcome> {
  try {
    return await transaction(async (t) => {
      if (!(await t.importJobs.beginPublish(p.jobId, p.now))) throw new Refused('canceled');
      if (p.requestId && !(await t.requestIds.claim(p.userId, p.requestId.id, p.now, p.requestId.since))) throw new Refused('duplicate');
      const published = await t.records.publishStaged(p.jobId, p.fnId, p.trigramsFilled);
      if (published !== p.staged) throw new Error(`import ${p.jobId}: ${published} of ${p.staged} staged rows published`);
      await t.importJobs.finish(p.jobId, { state: 'succeeded', imported: published }, p.now);
      return { published };
    });
  } catch (e) {
    if (e instanceof Refused) return { refused: e.reason };
    throw e;
  }
}

/** The publish on a connection of its own (the SQLite staging thread), in a transaction of its own. */
export function publishImportOn(db: Kysely<DB>, dialect: Dialect, p: ImportPublish): Promise<PublishOutcome> {
  return publishImportIn((fn) => db.transaction().execute((trx) => fn({
    importJobs: createImportJobData(trx, p.tenantId),
    requestIds: createRequestIdData(trx, p.tenantId),
    records: { publishStaged: (jobId, fnId, filled) => publishStagedRows(trx, dialect, p.tenantId, jobId, fnId, filled) },
  })), p);
}
