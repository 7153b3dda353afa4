// The API client: JSON, a 10-second time-out, the
// bearer token from local storage, FastAPI-style error bodies read from `detail`.
import { apiUrl } from './apiUrl';
import { readToken } from './storedSession';

export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  /** HTTP status; 0 for a network failure, 408 for the client-side time-out. */
  readonly status: number;
  /** The server's `detail` text, when it sent one. */
  readonly detail: string | undefined;
  constructor(status: number, message: string, detail?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request finish while the page unloads (sign-out before a navigation). */
  keepalive?: boolean;
  /** The browser cache mode, e.g. 'no-cache' for figures that must be fresh on this visit. */
  cache?: RequestCache;
  /** A 401 here is expected (the session may be over already): do not end the session for it. */
  expectUnauthorized?: boolean;
  /** The page works without the answer and says nothing of a failure: log nothing either. */
  quiet?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export { apiUrl };

/** Reads the text of a FastAPI-style error body: a string or the first 422 entry's msg. */
export function detailText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('detail' in body)) return undefined;
  const detail = (body as { detail: unknown }).detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const msgs = detail.map((d) => (d && typeof d === 'object' && 'msg' in d ? String((d as { msg: unknown }).msg) : '')).filter(Boolean);
    return msgs.length ? msgs.join('; ') : undefined;
  }
  return undefined;
}

let unauthorized: (() => void) | undefined;

/** What a 401 to a request that carried the session's token does: the auth store ends the session. */
export function onUnauthorized(handler: () => void): void {
  unauthorized = handler;
}

function logStatus(status: number, detail: string | undefined, path: string): void {
  if (status === 401) console.error(`API 401: unauthorized (${path})`);
  else if (status === 403) console.error(`API 403: forbidden - insufficient permissions (${path})`);
  else if (status === 404) console.error(`API 404: endpoint may not exist (${path})`);
  else if (status === 422) console.error(`API 422: ${detail ?? 'Invalid data'} (${path})`);
  else if (status >= 500) console.error(`API ${status}: server error (${path})`, detail ?? '');
  else console.error(`API ${status}: ${detail ?? 'request failed'} (${path})`);
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readToken();
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive: options.keepalive,
      cache: options.cache,
    });
  } catch (error) {
    if (timeout.aborted) {
      if (!options.quiet) console.error('Request timeout - API server may be down');
      throw new ApiError(408, 'Request timeout - API server may be down');
    }
    if (options.signal?.aborted) throw error; // the caller cancelled: not an API failure
    if (!options.quiet) console.error('Network error - no response from the API server', error);
    throw new ApiError(0, 'Network error - no response from the API server');
  }

  const parsed = await parseBody(response).catch(() => undefined);
  if (response.ok) return parsed as T;

  const detail = detailText(parsed);
  if (!options.quiet) logStatus(response.status, detail, path);
  // A 401 to a request that carried no token says nothing about a session.
  if (response.status === 401 && token && !options.expectUnauthorized) unauthorized?.();
  const message =
    detail ??
    (parsed && typeof parsed === 'object' && 'message' in parsed ? String((parsed as { message: unknown }).message) : undefined) ??
    `Request failed with status ${response.status}`;
  throw new ApiError(response.status, message, detail);
}

/** Every method takes (path, body?, options?); a GET ignores the body. */
export const api = {
  get: <T>(path: string, _body?: unknown, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};

/**
 * The server's detail when it says something, else the caller's fallback message.
 * `generic` lists statuses whose detail should not be shown (the fallback says it better).
 */
export function errorMessage(error: unknown, fallback: string, generic: number[] = []): string {
  return error instanceof ApiError && error.detail && !generic.includes(error.status) ? error.detail : fallback;
}
