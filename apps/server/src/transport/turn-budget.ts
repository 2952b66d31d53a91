/**
 * A bound on the intents one turn of the event loop takes (MAX_INTENTS_PER_TURN): past it, the turn's other intents
 * are refused OVERLOADED at once (overload.ts, LoadGuard.shed), before they are parsed or queued.
 *
 * Why: the event-loop delay that graded shedding follows is read over a window (a quarter second) and the shed share
 * moves a step a window, so a surge is taken in whole for a few windows before the share catches up, and what was taken
 * waits in a long turn. When the server falls behind, every socket with data is read in the same turn, so the count of
 * intents a turn takes is what grows at once. Bounding it bounds the work a turn starts (an intent costs about 0.4–0.8
 * ms of CPU, a refusal about a quarter of that: docs/BENCHMARKS.md "Server load"), and so how long what it accepted
 * waits, from the first turn a surge arrives in. In a server keeping up a turn takes a few intents, far below the bound.
 *
 * A turn ends when the loop reaches its check phase (`setImmediate`): every socket read in the poll phase before it is
 * of the same turn. The group commit (store/group-commit.ts) writes a turn's actions at the same point.
 */

export class TurnBudget {
  private taken = 0;
  private ending = false;
  private readonly perTurn: number;
  private readonly atTurnEnd: (fn: () => void) => void;

  /** `perTurn` 0: no bound. `atTurnEnd` runs a callback once this turn is over (tests pass their own). */
  constructor(perTurn: number, atTurnEnd: (fn: () => void) => void = (fn) => setImmediate(fn)) {
    this.perTurn = perTurn;
    this.atTurnEnd = atTurnEnd;
  }

  /** Takes one intent into this turn; false (refuse it) when the turn has taken its bound already. */
  take(): boolean {
    if (this.perTurn === 0) return true;
    if (!this.ending) {
      this.ending = true;
      this.atTurnEnd(() => {
        this.ending = false;
        this.taken = 0;
      });
    }
    if (this.taken >= this.perTurn) return false;
    this.taken += 1;
    return true;
  }

  /** Intents taken so far in this turn. */
  get takenThisTurn(): number {
    return this.taken;
  }
}
