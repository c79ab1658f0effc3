/**
 * The implementers' pack CLI (`npm run pack -- <command>`): validate a pack
 * folder, install it into a tenant, see what an upgrade would change, start a
 * new pack. Exit code 0 when done, 1 when the pack or the target refused, 2 on
 * a wrong command line. See docs/packs.md.
 */
import { runPackCli } from './pack/main';

runPackCli(process.argv.slice(2)).then(
  ({ exitCode, text }) => {
    (exitCode === 0 ? console.log : console.error)(text);
    process.exitCode = exitCode;
  },
  (error: unknown) => { console.error(error); process.exitCode = 1; },
);
