/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32). Demo members must be the same for the
 * same seed on every machine and every version of our dependencies, so the seed owns its generator instead of
 * relying on Math.random or a library's internal one. Each member gets its own stream from (seed, index): member
 * 4,711 is the same whether 5,000 or a million members are seeded, and batches can be generated independently.
 */

function splitmix32(state: number): () => number {
  let value = state >>> 0;
  return () => {
    value = (value + 0x9e3779b9) >>> 0;
    let z = value;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export type Weighted<T> = readonly (readonly [T, number])[];

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...seeds: number[]) {
    // Mix every seed part into the starting state, so (1, 2) and (2, 1) are different streams.
    let mix = 0x6a09e667;
    for (const part of seeds) mix = splitmix32((mix ^ Math.imul(part | 0, 0x27d4eb2d)) >>> 0)();
    const next = splitmix32(mix);
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i += 1) this.uint32();
  }

  /** A 32-bit unsigned integer. */
  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('Random.pick: empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** One value, each as likely as its weight. */
  weighted<T>(entries: Weighted<T>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** `count` distinct values from the list, in random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    const size = Math.min(count, copy.length);
    for (let i = 0; i < size; i += 1) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, size);
  }

  /** A normally distributed number (Box–Muller). */
  normal(mean: number, deviation: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A string of digits of the given length. */
  digits(length: number): string {
    let text = '';
    for (let i = 0; i < length; i += 1) text += String(this.int(0, 9));
    return text;
  }

  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i += 4) {
      const word = this.uint32();
      for (let k = 0; k < 4 && i + k < length; k += 1) out[i + k] = (word >>> (k * 8)) & 0xff;
    }
    return out;
  }
}
