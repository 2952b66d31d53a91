/** Turn clocks in the web client: the set-up fields, the bar above the online table, the words for both. */
export { ClockFields } from './ClockFields';
export { TurnClockBar, showsTurnClock } from './TurnClockBar';
export { useClockText } from './useClockText';
