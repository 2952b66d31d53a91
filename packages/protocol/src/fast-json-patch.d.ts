/**
 * fast-json-patch has no `exports` map: Node's ESM loader sees only its
 * CommonJS build (whose named exports it cannot detect), bundlers its
 * `module` build. Its ESM files, imported by path, work in both (and a
 * client bundles only the half it imports); these are its own types for them.
 */
declare module 'fast-json-patch/module/core.mjs' {
  export * from 'fast-json-patch/module/core';
}
declare module 'fast-json-patch/module/duplex.mjs' {
  export * from 'fast-json-patch/module/duplex';
}
