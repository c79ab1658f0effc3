/** A valid reimbursement record (money in integer cents). */
export function reimbursement(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    project: 'Apollo launch review',
    location: 'Shanghai',
    tripStart: '2024-03-04',
    tripEnd: '2024-03-06',
    days: 3,
    vehicle: 'train',
    payeeAccount: '6222 0000 1111 2222',
    reason: 'Customer workshop',
    lines: [
      { type: 'transport', subject: 'Train tickets', summary: 'Round trip', faceValue: 55300, amount: 55300 },
      { type: 'hotel', subject: 'Hotel', amount: 84000 },
    ],
    ...overrides,
  };
}
