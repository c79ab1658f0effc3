import type { Kysely } from 'kysely';
import type { DB } from '../../server/index';
import { createRandom, type Random } from './random';

const CODENAMES = [
  'Apollo', 'Borealis', 'Cascade', 'Delta', 'Ember', 'Falcon', 'Granite', 'Harbor', 'Iris', 'Juniper',
  'Kestrel', 'Lumen', 'Meridian', 'Nimbus', 'Orion', 'Polaris', 'Quartz', 'Raven', 'Sierra', 'Tundra',
  'Umbra', 'Vega', 'Willow', 'Xenon', 'Yarrow', 'Zephyr', 'Atlas', 'Beacon', 'Cobalt', 'Dune',
  'Echo', 'Fjord', 'Gemini', 'Helix', 'Indigo', 'Jade', 'Krypton', 'Lotus', 'Mosaic', 'Nova',
  'Onyx', 'Pioneer', 'Quasar', 'Redwood', 'Summit', 'Titan', 'Unity', 'Vertex', 'Wave', 'Zenith',
];
const WORK = [
  'launch review', 'customer workshop', 'site survey', 'supplier audit', 'trade fair', 'kick-off meeting',
  'training', 'installation', 'quarterly review', 'contract signing', 'maintenance visit', 'pilot rollout',
];
const CITIES = ['Shanghai', 'Beijing', 'Shenzhen', 'Guangzhou', 'Chengdu', 'Hangzhou', 'Wuhan', 'Xi\'an', 'Nanjing', 'Tianjin',
  'Chongqing', 'Suzhou', 'Qingdao', 'Xiamen', 'Harbin', 'Kunming', 'Dalian', 'Changsha', 'Hefei', 'Shenyang'];
const VEHICLES = [['train', 40], ['plane', 25], ['car', 20], ['bus', 10], ['ship', 5]] as const;
const LINE_TYPES = ['transport', 'hotel', 'meal', 'allowance', 'other'] as const;
const SUBJECTS: Record<(typeof LINE_TYPES)[number], string> = {
  transport: 'Tickets', hotel: 'Hotel', meal: 'Meals', allowance: 'Daily allowance', other: 'Sundries',
};
const DAY = 86_400_000;
const FIRST_TRIP = Date.UTC(2022, 0, 1);
const TRIP_SPAN_DAYS = 4 * 365;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One reimbursement as the form saves it: header fields, 1-4 lines in cents and their total. */
export function randomReimbursement(r: Random): Record<string, unknown> {
  const start = FIRST_TRIP + r.int(0, TRIP_SPAN_DAYS) * DAY;
  const days = r.int(1, 7);
  const lines = Array.from({ length: r.int(1, 4) }, () => {
    const type = r.pick(LINE_TYPES);
    const amount = r.int(1_000, 300_000);
    return { type, subject: SUBJECTS[type], summary: `${type} ${r.int(1, 99)}`, faceValue: amount, amount };
  });
  return {
    project: `${r.pick(CODENAMES)} ${r.pick(WORK)}`,
    location: r.pick(CITIES),
    tripStart: isoDate(start),
    tripEnd: isoDate(start + (days - 1) * DAY),
    days,
    vehicle: r.weighted(VEHICLES),
    payeeAccount: `6222 ${r.int(1000, 9999)} ${r.int(1000, 9999)} ${r.int(1000, 9999)}`,
    reason: `${r.pick(WORK)} in ${r.pick(CITIES)}`,
    lines,
    total: lines.reduce((s, l) => s + l.amount, 0),
  };
}

export interface LoadPlan {
  tenantId: string;
  fnId: number;
  fnVersion: number;
  /** Users the records are spread over (`created_by`). */
  userIds: number[];
  count: number;
  seed: number;
  /** Rows per INSERT statement. */
  batch?: number;
  /** Rows per transaction. */
  perTransaction?: number;
}

/**
 * Inserts `count` random records into `fn_records`, multi-row INSERTs inside
 * batched transactions, `created_at` rising over the three years before now
 * (as real records arrive). Calls `progress` after each transaction.
 */
export async function loadReimbursements(db: Kysely<DB>, plan: LoadPlan, progress?: (done: number) => void): Promise<void> {
  const r = createRandom(plan.seed);
  const batch = plan.batch ?? 500;
  const perTransaction = plan.perTransaction ?? 20_000;
  const end = Date.now();
  const step = Math.max(1, Math.floor((3 * 365 * DAY) / plan.count));
  let done = 0;
  while (done < plan.count) {
    const upto = Math.min(plan.count, done + perTransaction);
    await db.transaction().execute(async (trx) => {
      for (let i = done; i < upto; i += batch) {
        const rows = Array.from({ length: Math.min(batch, upto - i) }, (_, k) => {
          const createdAt = end - (plan.count - (i + k)) * step + r.int(0, step - 1);
          return {
            tenant_id: plan.tenantId, fn_id: plan.fnId, fn_version: plan.fnVersion,
            data: JSON.stringify(randomReimbursement(r)), created_by: r.pick(plan.userIds),
            created_at: createdAt, updated_at: createdAt,
          };
        });
        await trx.insertInto('fn_records').values(rows).execute();
      }
    });
    done = upto;
    progress?.(done);
  }
}
