const PROJECTS = ['Apollo launch review', 'Gemini audit', 'Mercury rollout', 'Artemis kickoff', 'Voyager support'];
const VEHICLES = ['train', 'plane', 'car', 'ship', 'bus'];

/** The i-th seeded reimbursement (valid for the bundled pack; money in cents). */
export function reimbursementRecord(i: number): Record<string, unknown> {
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    project: `${PROJECTS[i % PROJECTS.length]} ${i}`,
    location: 'Shanghai',
    tripStart: `2024-03-${day}`,
    tripEnd: `2024-03-${day}`,
    days: 1,
    vehicle: VEHICLES[i % VEHICLES.length],
    payeeAccount: '6222 0000 1111 2222',
    reason: 'Customer workshop',
    lines: [{ type: 'meal', subject: 'Meal', amount: 1000 + i }],
  };
}
