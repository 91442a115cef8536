// The decision-support tools (the model API's `oad`) whose plots carry comments (spec 1 §7
// "Comments"), and the read right each tool's screens require: the catalogue's comment calls accept
// any of BH, STADES and CHN, which cannot say which tool a call is about, so the BFF and the
// simulator check the tool's own right.
import type { RightCode } from '@agro/domain/rights';

export const COMMENT_OADS = {
  waterBalance: 'BH',
  stages: 'STADES',
  chn: 'CHN',
} as const;
export type CommentOad = (typeof COMMENT_OADS)[keyof typeof COMMENT_OADS];

const TOOL_RIGHTS: Readonly<Record<CommentOad, RightCode>> = {
  BH: 'BH',
  STADES: 'STADES',
  CHN: 'CHN',
};

/** The read right of the tool an `oad` names, or null for a tool the API does not know. */
export function commentToolRight(oad: string): RightCode | null {
  return Object.hasOwn(TOOL_RIGHTS, oad) ? TOOL_RIGHTS[oad as CommentOad] : null;
}
