import type { TenantInfo } from '../api';

const DAY_MS = 86_400_000;

export type ExpiryNotice =
  | { kind: 'trialSoon' | 'renewSoon'; days: number; status: number; endDate: number }
  | { kind: 'trialExpired' | 'renewExpired'; status: number; endDate: number };

/**
 * Spec 000 section 4.1: status 1 (trial) warns of the trial's end; 2 (only with tipFlag) and 3
 * ask to renew; shown only within tipDays of the end date, or once it has passed.
 */
export function expiryNoticeOf(tenant: Pick<TenantInfo, 'tenantStatus' | 'validEndDate' | 'tipDays' | 'tipFlag'> | null, now: number): ExpiryNotice | null {
  const status = tenant?.tenantStatus;
  const end = tenant?.validEndDate;
  if (!tenant || typeof end !== 'number' || (status !== 1 && status !== 2 && status !== 3)) return null;
  if (status === 2 && !tenant.tipFlag) return null;
  const left = end - now;
  const trial = status === 1;
  if (left <= 0) return { kind: trial ? 'trialExpired' : 'renewExpired', status, endDate: end };
  if (left > (tenant.tipDays ?? 0) * DAY_MS) return null;
  return { kind: trial ? 'trialSoon' : 'renewSoon', days: Math.ceil(left / DAY_MS), status, endDate: end };
}
