// Who may see and change the comments of which plot (spec 1 §7 "Comments"). A comment belongs to a
// plot of one decision-support tool (the API's `oad`), and the catalogue's rights (BH, STADES or
// CHN, any of them) cannot say which tool a call is about. So the tool's own read right is checked
// here, and the plot must be one the caller sees in that tool, by the rule the tool's own calls
// apply: otherwise anyone holding one of the three rights could read and write every tool's
// comments, or a tool's comments on plots its lists hide from the caller.
import { commentToolRight, type CommentOad } from '@agro/contracts/comment-tools';
import { effectiveRights, type RightCode } from '@agro/domain/rights';
import { chnVisibility } from './chn/scope.ts';
import { isStagePlotId } from './stages/scope.ts';
import { bhVisibility } from './water-balance/scope.ts';
import { isVisible, type PlotVisibility } from './shared/visibility.ts';
import type { PlotModule, StoredComment, UserAccount } from './types.ts';
import type { World } from './world.ts';

export interface CommentTool {
  /** The read right the tool's screens require. */
  right: RightCode;
  /**
   * Whether the account sees the plot of this id in the tool, as the tool's own calls answer it:
   * a plot of another tool is not there at all.
   */
  seesPlot(world: World, account: UserAccount, plotId: number, instituteKeyword: string): boolean;
}

/**
 * The plots of one world module that the module's own visibility rule shows the account: the
 * water balance's (integrators and consents, water-balance/scope.ts) or CHN's (the caller's region,
 * chn/scope.ts, as handlers/ferti/chn.ts lists and opens them; QN's plots are CHN plots).
 */
function seesModulePlot(
  module: PlotModule,
  visibilityOf: (world: World, account: UserAccount, instituteKeyword: string) => PlotVisibility,
): CommentTool['seesPlot'] {
  return (world, account, plotId, instituteKeyword) => {
    const plot = world.plotsById.get(plotId);
    return (
      plot?.module === module && isVisible(visibilityOf(world, account, instituteKeyword), plot)
    );
  };
}

/**
 * Stages: every holder of STADES follows every plot the stage screens open (cereal lists and
 * detail, maize dashboard, own, fetched and Mycolis plots), and no other id (stages/scope.ts).
 */
function seesStagePlot(world: World, _account: UserAccount, plotId: number): boolean {
  return isStagePlotId(world, plotId);
}

/** Each tool's plot rule; the `oad` values and their rights are the contracts' (comment-tools.ts). */
const PLOT_RULES: Readonly<Record<CommentOad, CommentTool['seesPlot']>> = {
  BH: seesModulePlot('bh', bhVisibility),
  STADES: seesStagePlot,
  CHN: seesModulePlot('chn', (_world, account, keyword) => chnVisibility(account, keyword)),
};

/** The tool an `oad` names, or null for a tool the API does not know. */
export function commentToolOf(oad: string): CommentTool | null {
  const right = commentToolRight(oad);
  return right === null ? null : { right, seesPlot: PLOT_RULES[oad as CommentOad] };
}

export function holdsToolRight(account: UserAccount, tool: CommentTool): boolean {
  return effectiveRights(account.droitsTPC).includes(tool.right);
}

/**
 * Only the author or an administrator changes a comment. Seeded comments have no author among
 * the simulator's accounts, so only an administrator changes those.
 */
export function mayChangeComment(account: UserAccount, comment: StoredComment): boolean {
  if (effectiveRights(account.droitsTPC).includes('ADMIN')) return true;
  return comment.authorLogin !== undefined && comment.authorLogin === account.login;
}
