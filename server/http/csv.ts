// The leads export as a stream of CSV rows (cells as src/domain/csv writes them).
import { toCsv } from '../../src/domain/csv';

/** A CSV file written as its rows arrive: the header, then each batch, never the whole file in memory. */
export function csvStream(header: readonly unknown[], batches: AsyncIterator<unknown[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    async pull(out) {
      if (!started) {
        started = true;
        out.enqueue(encoder.encode(toCsv([[...header]])));
        return;
      }
      const { done, value } = await batches.next();
      if (done) out.close();
      else out.enqueue(encoder.encode(toCsv(value)));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}
