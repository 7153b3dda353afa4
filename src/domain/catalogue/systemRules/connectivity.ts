import type { SystemRule } from './types';

export const connectivityRules: SystemRule[] = [];
