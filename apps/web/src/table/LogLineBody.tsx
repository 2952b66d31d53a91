/** One line of the log as drawn in the log and in the recaps: its player's colour, the sentence, the tokens as icons. */
import { useTranslation } from 'react-i18next';
import { TOKEN_COLOURS } from '@kahroba/engine';
import { Token, describeCounts } from '../ui/gems';
import type { LogLine } from './logText';

export function LogLineBody({ line }: { line: LogLine }) {
  const { t } = useTranslation('game');
  return (
    <>
      {line.seat !== undefined && <span className={`seat-dot seat-dot--${line.seat}`} aria-hidden="true" />}
      <span>{line.text}</span>
      {line.tokens && (
        <span className="log__tokens">
          <span className="kt-sr-only">{describeCounts(t, line.tokens)}</span>
          {TOKEN_COLOURS.filter((c) => (line.tokens?.[c] ?? 0) > 0).map((c) => (
            <Token key={c} colour={c} count={line.tokens?.[c] ?? 0} size="sm" />
          ))}
        </span>
      )}
    </>
  );
}
