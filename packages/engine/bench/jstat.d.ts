/** jstat ships no type declarations; the one function bench/arena-lib.ts uses. */
declare module 'jstat' {
  const jstat: {
    jStat: {
      /** The chi-square distribution: `cdf(x, degrees of freedom)`. */
      chisquare: { cdf(x: number, dof: number): number };
    };
  };
  export default jstat;
}
