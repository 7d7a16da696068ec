import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Oldest request first on the embedded database. A request of k statements used to queue k times behind every
 * statement that arrived meanwhile on PGlite's one connection, so under load the requests with most statements made
 * the tail (docs/benchmarks.md, docs/decisions/0040-the-tail-under-load-fifth-pass.md). Each statement carries the time its request arrived, and the turns go in
 * that order: a request that has started finishes before newer ones start. Work outside a request (scheduled jobs,
 * start-up) counts from the moment it asks, so nothing waits for ever. Not on PostgreSQL: its pool's p99 did not
 * move, and AsyncLocalStorage's promise hooks cost its hottest cached read a quarter of its throughput.
 */
const arrivals = new AsyncLocalStorage<number>();

/** Runs `fn` (and everything it starts) as the work of a request that arrived at `arrivedAt` (performance.now()). */
export const runAsArrivedAt = <T>(arrivedAt: number, fn: () => T): T => arrivals.run(arrivedAt, fn);

/** When the request this code serves arrived; now, outside a request. */
export const arrivalOfCurrentWork = (): number => arrivals.getStore() ?? performance.now();

interface Waiter {
  arrivedAt: number;
  /** Ties (one request's statements started together) keep their own order. */
  seq: number;
  start: () => void;
}

/** A min-heap of waiters by request arrival. */
export class ArrivalQueue {
  private readonly heap: Waiter[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  push(start: () => void, arrivedAt = arrivalOfCurrentWork()): void {
    const heap = this.heap;
    heap.push({ arrivedAt, seq: this.seq++, start });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  /** Takes the waiter whose request arrived first and returns its start function. */
  pop(): (() => void) | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined) return undefined;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let first = i;
        if (left < heap.length && before(heap[left], heap[first])) first = left;
        if (right < heap.length && before(heap[right], heap[first])) first = right;
        if (first === i) break;
        [heap[i], heap[first]] = [heap[first], heap[i]];
        i = first;
      }
    }
    return top.start;
  }
}

const before = (a: Waiter, b: Waiter) => a.arrivedAt < b.arrivedAt || (a.arrivedAt === b.arrivedAt && a.seq < b.seq);
