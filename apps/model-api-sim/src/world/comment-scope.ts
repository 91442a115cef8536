// Who may see and change the comments of which plot (spec 1 §7 "Comments"). A comment belongs to a
// plot of one decision-support tool (the API's `oad`), and the catalogue's rights (BH, STADES or
// CHN, any of them) cannot say which tool a call is about. So the tool's own read right is checked
// here, and the plot must be one the caller sees in that tool, by the tool's own visibility rule:
// otherwise anyone holding one of the three rights could read and write every tool's comments.
import { effectiveRights, type RightCode } from '@agro/domain/rights';
import { bhVisibility, isVisible, type PlotVisibility } from './water-balance/scope.ts';
import type { Plot, PlotModule, StoredComment, UserAccount, World } from './types.ts';

export interface CommentTool {
  /** The read right the tool's screens require. */
  right: RightCode;
  /** The world's plot modules that belong to the tool. */
  modules: readonly PlotModule[];
  visibility(world: World, account: UserAccount, instituteKeyword: string): PlotVisibility;
}

/**
 * The stage and nitrogen modules have no rule of their own yet for which plots a user follows
 * (their plot calls are not built): every holder of the tool's right sees every plot of the tool.
 * When a module gets its rule, it replaces this one below, and comments follow it.
 */
const everyPlotOfTheTool = (): PlotVisibility => 'all';

/** The `oad` values the web sends (apps/web/src/lib/plot-comments.ts) and what they cover. */
const COMMENT_TOOLS: ReadonlyMap<string, CommentTool> = new Map<string, CommentTool>([
  ['BH', { right: 'BH', modules: ['bh'], visibility: bhVisibility }],
  ['STADES', { right: 'STADES', modules: ['cap', 'mais'], visibility: everyPlotOfTheTool }],
  ['CHN', { right: 'CHN', modules: ['chn'], visibility: everyPlotOfTheTool }],
]);

/** The tool an `oad` names, or null for a tool the API does not know. */
export function commentToolOf(oad: string): CommentTool | null {
  return COMMENT_TOOLS.get(oad) ?? null;
}

export function holdsToolRight(account: UserAccount, tool: CommentTool): boolean {
  return effectiveRights(account.droitsTPC).includes(tool.right);
}

/** Whether the account sees the plot in the tool: a plot of another tool is not there at all. */
export function seesPlotInTool(
  world: World,
  account: UserAccount,
  tool: CommentTool,
  plot: Plot,
  instituteKeyword: string,
): boolean {
  if (!tool.modules.includes(plot.module)) return false;
  return isVisible(tool.visibility(world, account, instituteKeyword), plot);
}

/**
 * Only the author or an administrator changes a comment. Seeded comments have no author among
 * the simulator's accounts, so only an administrator changes those.
 */
export function mayChangeComment(account: UserAccount, comment: StoredComment): boolean {
  if (effectiveRights(account.droitsTPC).includes('ADMIN')) return true;
  return comment.authorLogin !== undefined && comment.authorLogin === account.login;
}
