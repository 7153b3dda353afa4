import type { SystemRule } from './types';

export const pullbackRules: SystemRule[] = [];
