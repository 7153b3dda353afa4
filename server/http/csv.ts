// The leads export as a stream of CSV rows (cells as src/domain/shared/csv writes them).
import { toCsv } from '#domain/shared/csv';

/**
 * A CSV file written as its rows arrive: the header, then each batch, never the whole file in
 * memory. The first batch is read before the stream exists, so a query that fails (a date
 * PostgreSQL refuses, a lost connection) is the request's error answer, not a 200 cut short.
 */
export async function csvStream(header: readonly unknown[], batches: AsyncIterator<unknown[][]>): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let next = batches.next();
  await next;
  let started = false;
  return new ReadableStream({
    async pull(out) {
      if (!started) {
        started = true;
        out.enqueue(encoder.encode(toCsv([[...header]])));
        return;
      }
      const { done, value } = await next;
      next = batches.next();
      if (done) out.close();
      else out.enqueue(encoder.encode(toCsv(value)));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}
