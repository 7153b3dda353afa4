// The words an island shows, in its page's language. The page picks the catalogue's parts the
// island needs (`pickMessages(lang, 'ui', …)`) and passes them as the island's `messages`
// prop; its IslandBoundary provides them here. Islands never import a catalogue themselves
// (docs/i18n.md): a page ships one language.
import { createContext, useCallback, useContext } from 'react';
import type { Messages } from '#domain/i18n/messages';

/** Parts of the catalogue, each whole or only the keys an island reads (`pickKeys`). */
type MessageParts = { [P in keyof Messages]?: Partial<Messages[P]> };
/** What a page hands an island: the shared widgets' words always, its own areas' as it needs. */
export type IslandMessages = MessageParts & Pick<Messages, 'ui'>;
export const MessagesContext = createContext<MessageParts>({});

/**
 * One part of the island's messages; an island whose page did not pass it fails loudly. A page
 * that passes only some keys of a part (`pickKeys`) answers for the island reading no others.
 */
export function useMessages<K extends keyof Messages>(part: K): Messages[K] {
  const messages = useContext(MessagesContext)[part];
  if (!messages) throw new Error(`This island was not given its "${part}" messages`);
  return messages as Messages[K];
}

/** A rule's message in the island's language (the rules keep the spec's English words). */
export function useFormError(): (message: string | undefined) => string | undefined {
  const errors = useContext(MessagesContext).formErrors as Record<string, string> | undefined;
  return useCallback((message) => (message && errors?.[message]) || message, [errors]);
}
