/** "Seats: {n} left" + {n: 3} → "Seats: 3 left". An unknown name is left as written. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
