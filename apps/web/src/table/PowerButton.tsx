/** A tile (noble, city, trading post) as a control that opens its power sheet on tap, hover and focus. */
import type { ReactNode } from 'react';
import { POWER_SHEET_ID, powerKey, usePowers } from './powerContext';
import type { PowerTarget } from './powerContext';
import './power.css';

export interface PowerButtonProps {
  target: PowerTarget;
  /** Its name in words (the tile itself is decorative). */
  label: string;
  className?: string;
  children: ReactNode;
}

/** The tile's id (noble, city, post) for markup that points at it, e.g. a lesson's spot. */
const tileId = (target: PowerTarget): string | undefined => ('id' in target ? target.id : undefined);

export function PowerButton({ target, label, className, children }: PowerButtonProps) {
  const powers = usePowers();
  if (!powers) {
    return (
      <span className={className} role="img" aria-label={label} data-tile={tileId(target)}>
        {children}
      </span>
    );
  }
  const open = powers.shown === powerKey(target);
  return (
    <button
      type="button"
      className={`power-btn${className ? ` ${className}` : ''}${open ? ' power-btn--open' : ''}`}
      data-tile={tileId(target)}
      aria-expanded={open}
      aria-controls={open ? POWER_SHEET_ID : undefined}
      onClick={() => powers.pin(target)}
      onMouseEnter={() => powers.peek(target)}
      onMouseLeave={powers.leave}
      onFocus={() => powers.peek(target)}
      onBlur={powers.leave}
    >
      <span className="kt-sr-only">{label}</span>
      {children}
    </button>
  );
}
