/** unicode-confusables ships no type declarations (its package.json names a missing index.d.ts). */
declare module 'unicode-confusables' {
  /** Every character replaced by its UTS #39 prototype; zero-width characters dropped. */
  export function rectifyConfusion(s: string): string;
  export function isConfusing(s: string): boolean;
  export function confusables(s: string): { point: string; similarTo?: string }[];
}
