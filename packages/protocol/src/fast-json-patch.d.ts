/**
 * fast-json-patch has no `exports` map: Node's ESM loader sees only its
 * CommonJS build (whose named exports it cannot detect), bundlers its
 * `module` build. Its ESM entry, imported by path, works in both; these are
 * its own types for that path.
 */
declare module 'fast-json-patch/index.mjs' {
  export * from 'fast-json-patch';
}
