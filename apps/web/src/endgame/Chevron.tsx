/** A chevron drawn, not typed: text arrows (‹ ›) are mirrored or not depending on the bidi context; this one turns with the page (CSS). */
export function Chevron({ back }: { back: boolean }) {
  return (
    <svg className="replayer__chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
