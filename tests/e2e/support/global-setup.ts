// Starts the real all-in-one server (built site + API + PGlite in a temporary DATA_DIR)
// on a free port for the whole e2e run; E2E_BASE_URL tells the tests where it is.
import { LOOPBACK_PROXY, startServer } from './server';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const server = await startServer({ env: { E2E: '1', TRUST_PROXY: LOOPBACK_PROXY } });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
