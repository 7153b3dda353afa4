// The editor hands entries over as Immutable.js maps and lists; only these methods are used.
export interface ImmutableLike {
  get(key: unknown): unknown;
  filter(fn: (value: unknown) => boolean): ImmutableLike;
  map(fn: (value: unknown) => unknown): ImmutableLike;
  toJS(): unknown;
}

const isCollection = (v: unknown): v is ImmutableLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ImmutableLike).toJS === 'function' &&
  typeof (v as ImmutableLike).filter === 'function';

const isEmpty = (v: unknown) => v === '' || v === null || v === undefined;

/** Drops empty strings and nulls at every depth, so optional fields are simply absent. */
export function withoutEmptyValues(data: ImmutableLike): ImmutableLike {
  return data.filter((v) => !isEmpty(v)).map((v) => (isCollection(v) ? withoutEmptyValues(v) : v));
}
