/** `npm run build`'s second half: the server bundle in dist-server/ (scripts/build/server.ts). */
import { buildServer, SERVER_BUILD_DIR } from './build/server';

buildServer().then(
  () => console.log(`server built in ${SERVER_BUILD_DIR}`),
  (error: unknown) => { console.error(error); process.exitCode = 1; },
);
