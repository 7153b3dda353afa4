// A free TCP port on 127.0.0.1 for a server a script or test starts (benchmarks, the temporary
// PostgreSQL, the browser suites' own servers).
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = srv.address();
        srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
  });
