// Wakes this process's delivery worker as soon as the relay stores a message (other
// instances find it on their next poll).
const listeners = new Set<() => void>();

export const onOutboxChanged = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const outboxChanged = (): void => listeners.forEach((l) => l());
