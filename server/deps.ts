import type { Catalogue } from './catalogue';
import type { Config } from './config';
import type { Db } from './db';

/** What every route module is built from. */
export interface Deps { db: Db; config: Config; catalogue: Catalogue }
