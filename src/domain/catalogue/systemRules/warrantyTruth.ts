import type { SystemRule } from './types';

export const warrantyTruthRules: SystemRule[] = [];
