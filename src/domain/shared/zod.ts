// zod for every schema of the site and API. jitless: zod 4 otherwise probes `new Function`
// when its first object schema is built, which the site's CSP (no 'unsafe-eval') reports
// as a violation on every form page. Site code imports `z` from here, never from 'zod', so
// the setting is in force before any schema exists.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
