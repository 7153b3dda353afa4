import type { SystemRule } from './types';

export const machineReadinessRules: SystemRule[] = [];
