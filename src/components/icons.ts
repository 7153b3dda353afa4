// Every icon body by name, for the static .astro components (Icon.astro); islands import
// single bodies from iconBodies.ts instead.
import * as iconBodies from './iconBodies';

export type IconName = keyof typeof iconBodies;
export const icons: Readonly<Record<IconName, string>> = iconBodies;
