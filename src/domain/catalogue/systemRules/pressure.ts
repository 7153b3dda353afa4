import type { SystemRule } from './types';

export const pressureRules: SystemRule[] = [];
