/**
 * A table from small non-negative integers to values, for the engine's
 * shared token returns (known by their six counts, see base.ts). Open
 * addressing with linear probing over an Int32Array of keys: a lookup is a
 * multiply, a shift and a load or two, several times quicker than a `Map`
 * with number keys on the engine's hot path. Entries are never removed.
 */
export class IntTable<V> {
  private keys: Int32Array;
  private values: (V | undefined)[];
  private mask: number;
  private bits: number;
  size = 0;

  constructor(bits = 10) {
    this.bits = bits;
    this.mask = (1 << bits) - 1;
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.values = new Array<V | undefined>(1 << bits).fill(undefined);
  }

  /** Fibonacci hashing: the top `bits` bits of key × 2^32/φ. */
  private slot(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
  }

  get(key: number): V | undefined {
    const keys = this.keys;
    const mask = this.mask;
    for (let i = this.slot(key); ; i = (i + 1) & mask) {
      const k = keys[i] as number;
      if (k === key) return this.values[i];
      if (k === -1) return undefined;
    }
  }

  /** `key` must be an integer from 0 to 2^31 − 1. */
  set(key: number, value: V): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const keys = this.keys;
    const mask = this.mask;
    for (let i = this.slot(key); ; i = (i + 1) & mask) {
      const k = keys[i] as number;
      if (k === key || k === -1) {
        if (k === -1) this.size++;
        keys[i] = key;
        this.values[i] = value;
        return;
      }
    }
  }

  private grow(): void {
    const { keys, values } = this;
    this.bits++;
    this.mask = (1 << this.bits) - 1;
    this.keys = new Int32Array(1 << this.bits).fill(-1);
    this.values = new Array<V | undefined>(1 << this.bits).fill(undefined);
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if ((keys[i] as number) !== -1) this.set(keys[i] as number, values[i] as V);
  }
}
