import type { Counter } from 'prom-client';

/** Tests: a counter's value for exactly these labels (0 when never counted). */
export async function countOf<L extends string>(
  counter: Counter<L>,
  labels: Partial<Record<L, string>> = {},
): Promise<number> {
  const { values } = await counter.get();
  const wanted = Object.entries(labels);
  const found = values.find(
    (item) =>
      Object.keys(item.labels).length === wanted.length &&
      wanted.every(([name, value]) => item.labels[name as L] === value),
  );
  return found?.value ?? 0;
}
