import type { SystemRule } from './types';

export const physicalLimitsRules: SystemRule[] = [];
