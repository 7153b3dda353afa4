// A language's catalogue has every key of the English one, each a string: a missing Spanish
// key fails the type check. Messages are plain strings (placeholders as {name}, filled by
// fill()), so a page can hand an island its part as props.
import type { en } from './en/index';

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof en>;
