/**
 * Original SVG gem icons. Every colour has its own SHAPE as well as its own
 * colour, so that colour-blind players can tell them apart:
 * white = rhombus (diamond), blue = round brilliant, green = tall emerald cut,
 * red = trillion (triangle), black = hexagon, gold = star.
 */
import type { TokenColour } from '@kahroba/engine';
import './gems.css';

const SHAPES: Record<TokenColour, { outline: string; facets: string }> = {
  white: { outline: 'M12 1 L22 12 L12 23 L2 12 Z', facets: 'M2 12 H22 M12 1 L8 12 L12 23 L16 12 Z' },
  blue: {
    outline: 'M12 1.5 A10.5 10.5 0 1 1 11.99 1.5 Z',
    facets: 'M12 5.5 L17.5 9 L17.5 15 L12 18.5 L6.5 15 L6.5 9 Z M12 1.5 V5.5 M12 18.5 V22.5',
  },
  green: {
    outline: 'M8 1.5 H16 L20 5.5 V18.5 L16 22.5 H8 L4 18.5 V5.5 Z',
    facets: 'M9.5 5.5 H14.5 L16.5 7.5 V16.5 L14.5 18.5 H9.5 L7.5 16.5 V7.5 Z',
  },
  red: {
    outline: 'M12 22.5 L1.5 3.5 H22.5 Z',
    facets: 'M12 16.5 L6.5 6.5 H17.5 Z M1.5 3.5 L6.5 6.5 M22.5 3.5 L17.5 6.5 M12 22.5 V16.5',
  },
  black: {
    outline: 'M12 1.5 L21.5 7 V17 L12 22.5 L2.5 17 V7 Z',
    facets: 'M12 7 L16.5 9.5 V14.5 L12 17 L7.5 14.5 V9.5 Z M12 1.5 V7 M12 17 V22.5',
  },
  gold: {
    outline: 'M12 1.5 L14.9 8.4 L22.3 9 L16.7 13.9 L18.4 21.2 L12 17.3 L5.6 21.2 L7.3 13.9 L1.7 9 L9.1 8.4 Z',
    facets: 'M12 6.5 L12 17.3 M7.3 13.9 L12 11.5 L16.7 13.9',
  },
};

export interface GemIconProps {
  colour: TokenColour;
  /** Pixel size of the square icon. */
  size?: number;
  /** Spoken name; when absent the icon is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

/** One gem, drawn with the colour's own shape. */
export function GemIcon({ colour, size = 20, label, className }: GemIconProps) {
  const shape = SHAPES[colour];
  const labelled = label !== undefined;
  return (
    <svg
      className={`gem-icon gem-icon--${colour}${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={labelled ? 'img' : undefined}
      aria-label={label}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      <path className="gem-icon__body" d={shape.outline} />
      <path className="gem-icon__facets" d={shape.facets} />
    </svg>
  );
}
