// Which decision-support tool (the API's `oad`) a plot's comments belong to, per screen. The
// comments dialog is opened per plot from several modules (spec 1 §2); the same plot may carry
// different comments in each tool. The values are those the model API uses.

import { COMMENT_OADS, type CommentOad } from '@agro/contracts/comment-tools';

export { COMMENT_OADS, type CommentOad };

/** Plot screens of the screen table (by route name) and the tool their comments belong to. */
const PLOT_SCREEN_OADS: Readonly<Record<string, CommentOad>> = {
  'bh-detail-parcelle': COMMENT_OADS.waterBalance,
  'detail-plot': COMMENT_OADS.stages,
  'chn-detail-parcelle': COMMENT_OADS.chn,
};

/** The tool whose comments a plot screen shows, or null for a screen without plot comments. */
export function commentOadOfScreen(screenName: string): CommentOad | null {
  return PLOT_SCREEN_OADS[screenName] ?? null;
}
