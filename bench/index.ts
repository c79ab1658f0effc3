import { cpus, loadavg } from 'node:os';
import { run as runApprovalThroughput } from './approval-throughput';
import { run as runFormRender } from './form-render';
import { runRecordSearch } from './record-search';
import { runBundle } from './bundle';
import { runApiLoad } from './api-load';
import { runImport } from './import';
import { runRecordWrites } from './record-writes';
import { runRollupWrites } from './rollup-writes';
import { runSoak } from './soak';

/** Every benchmark, in the order `npm run bench` runs them; each prints its own figures beside its peer. */
const BENCHES: { name: string; run: () => Promise<unknown> }[] = [
  { name: 'record-search', run: () => runRecordSearch() },
  { name: 'approval-throughput', run: () => runApprovalThroughput() },
  { name: 'form-render', run: () => runFormRender() },
  { name: 'bundle', run: () => runBundle() },
  { name: 'api-load', run: () => runApiLoad() },
  { name: 'record-writes', run: () => runRecordWrites() },
  { name: 'rollup-writes', run: () => runRollupWrites() },
  { name: 'import', run: () => runImport() },
  { name: 'soak', run: () => runSoak() },
];

function only(argv: string[]): string | undefined {
  return argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
}

async function main(): Promise<void> {
  const wanted = only(process.argv.slice(2));
  const selected = wanted ? BENCHES.filter((b) => b.name === wanted) : BENCHES;
  if (!selected.length) throw new Error(`no bench named ${wanted}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  console.log(`# Benchmarks — ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ` +
    `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, ${new Date().toISOString()}`);
  for (const b of selected) {
    console.log(`\n# ${b.name}\n`);
    const started = performance.now();
    await b.run();
    console.log(`${b.name} took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
