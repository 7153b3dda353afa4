// Requests that send or fetch a file (a certificate upload, a PDF), beside the JSON client so
// that pages without files do not carry this code: the same API address and session token;
// a refusal reads the API's detail. Files may take longer than JSON: 60 s.
import { ApiError, apiUrl, detailText } from './api';
import { readToken } from './storedSession';

export async function fileRequest(path: string, body?: FormData): Promise<Response> {
  const token = readToken();
  const response = await fetch(apiUrl(path), {
    method: body ? 'POST' : 'GET',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(60_000),
  });
  if (response.ok) return response;
  const detail = detailText(await response.json().catch(() => undefined));
  throw new ApiError(response.status, detail ?? `Request failed with status ${response.status}`, detail);
}

/** Fetches a file and hands it to the browser as a download named `name`. */
export async function saveFile(path: string, name: string): Promise<void> {
  const blob = await (await fileRequest(path)).blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
