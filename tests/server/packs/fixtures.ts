import { bundledPacks } from '@schemas';
import type { Pack } from '@engine';

/** The packs of issue 13 this folder tests. */
export const PACK_IDS = ['consumables', 'project', 'settlement', 'leave'] as const;

/** A deep copy of a bundled pack. */
export const bundled = (id: string): Pack => JSON.parse(JSON.stringify(bundledPacks.find((p) => p.id === id)!));

/** A consumable item (stock in whole units). */
export const consumable = (o: Record<string, unknown> = {}) => ({
  itemCode: 'A4-80G', name: 'A4 paper 80g', category: 'office', unit: 'ream', safetyStock: 5, ...o,
});

/** A document line of `item` (a consumable id). */
export const line = (item: number, quantity: number) => ({ item, quantity });

export const inbound = (lines: unknown[], o: Record<string, unknown> = {}) => ({
  inboundDate: '2024-05-06', applicant: 2, supplier: 'Deli Stationery', lines, ...o,
});

export const outbound = (lines: unknown[], o: Record<string, unknown> = {}) => ({
  outboundDate: '2024-05-07', applicant: 2, issuePurpose: 'Quarterly report printing', lines, ...o,
});

export const stocktake = (lines: unknown[], o: Record<string, unknown> = {}) => ({
  stocktakeDate: '2024-05-31', applicant: 2, lines, ...o,
});

/** A project (money in integer cents). */
export const project = (o: Record<string, unknown> = {}) => ({
  name: 'ERP roll-out', clientName: 'Initech', projectType: 'implementation', projectAmount: 50_000_000, badDebtAmount: 0,
  plannedStart: '2024-03-01', plannedEnd: '2024-12-31', projectManager: 3, teamMembers: [2, 3], ...o,
});

/** A settlement (money in integer cents) with one expense line. */
export const settlement = (o: Record<string, unknown> = {}) => ({
  title: 'Phase 1 acceptance', partner: 'Initech', plannedAmount: 20_000_000, settledAmount: 18_000_000, invoicedAmount: 0,
  badDebtAmount: 0, plannedCollectionDate: '2024-07-31', returnDate: '2024-07-15', applicant: 2,
  expenses: [{ type: 'labour', description: 'Consultants, June', amount: 1_200_000 }], ...o,
});

/** A leave request: Monday morning to Tuesday evening (2 days). */
export const leave = (o: Record<string, unknown> = {}) => ({
  applicant: 2, leaveType: 'annual', startTime: '2024-05-06', startHalf: 'am', endTime: '2024-05-07', endHalf: 'pm', reason: 'Family trip', ...o,
});
