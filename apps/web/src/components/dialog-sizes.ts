// Dialog widths of spec 1 §9, in pixels; below them a dialog takes the screen's width.
export const MESSAGE_DIALOG_WIDTH = 500;
export const WIDE_DIALOG_WIDTH = 600;
