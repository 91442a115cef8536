// Line icons drawn with the text colour. They are decoration: the button holding one carries the
// name a screen reader says.

interface StrokeIconProps {
  /** SVG path data, in a 16 × 16 box. */
  d: string;
  strokeWidth?: number;
}

function StrokeIcon({ d, strokeWidth = 1.4 }: StrokeIconProps) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PencilIcon() {
  return <StrokeIcon d="M11.5 2.5l2 2L5 13H3v-2l8.5-8.5z" />;
}

export function TrashIcon() {
  return (
    <StrokeIcon
      d="M2.5 4.5h11M6 4.5V3h4v1.5M4 4.5l.7 9h6.6l.7-9M6.7 7v4.5M9.3 7v4.5"
      strokeWidth={1.3}
    />
  );
}

export function LinkIcon() {
  return (
    <StrokeIcon d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8" />
  );
}

export function CalendarIcon() {
  return (
    <StrokeIcon
      d="M3.5 3h9A1.5 1.5 0 0114 4.5v8a1.5 1.5 0 01-1.5 1.5h-9A1.5 1.5 0 012 12.5v-8A1.5 1.5 0 013.5 3zM2 6.5h12M5 1.5v3M11 1.5v3"
      strokeWidth={1.2}
    />
  );
}

/** Reception of a weather station (spec 3 §4): the wifi waves. */
export function WifiIcon() {
  return (
    <StrokeIcon d="M1.5 6a9.5 9.5 0 0113 0M3.8 8.4a6.3 6.3 0 018.4 0M6.1 10.8a3 3 0 013.8 0M8 13.2v.1" />
  );
}

/** Unknown reception state (spec 3 §4): the waves crossed out. */
export function WifiOffIcon() {
  return (
    <StrokeIcon d="M1.5 6a9.5 9.5 0 0113 0M3.8 8.4a6.3 6.3 0 018.4 0M6.1 10.8a3 3 0 013.8 0M8 13.2v.1M2 2l12 12" />
  );
}
