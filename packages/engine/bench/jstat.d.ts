/** jstat ships no type declarations; the one function bench/ladder-sum.ts uses. */
declare module 'jstat' {
  const jstat: {
    jStat: {
      /** The chi-square distribution: `cdf(x, degrees of freedom)`. */
      chisquare: { cdf(x: number, dof: number): number };
    };
  };
  export default jstat;
}
