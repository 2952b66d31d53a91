/** The shape of the rules summary: sections of rule ids with a sentence each, per language. */

export interface RuleItem {
  /** The stable id of RULES.md (B3.2, C4 …). */
  id: string;
  text: string;
}

export interface RuleSection {
  /** Anchor id (`base`, `cities` …). */
  key: string;
  title: string;
  intro?: string;
  items: RuleItem[];
}
