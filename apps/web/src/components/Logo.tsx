export interface LogoProps {
  size?: number;
  /** Accessible name; leave it out when a visible text beside the logo already names the product. */
  label?: string;
}

/** The platform's mark: an ear of wheat over a field, drawn inline so it needs no request. */
export function Logo({ size = 36, label }: LogoProps) {
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" {...a11y}>
      <rect width="48" height="48" rx="10" fill="#1b5e20" />
      <path d="M6 38c10-5 26-5 36 0v4H6z" fill="#a5d6a7" />
      <path d="M24 36V10" stroke="#fff9c4" strokeWidth="2.5" strokeLinecap="round" />
      <g fill="#fff9c4">
        <ellipse cx="19.5" cy="16" rx="3" ry="5" transform="rotate(-30 19.5 16)" />
        <ellipse cx="28.5" cy="16" rx="3" ry="5" transform="rotate(30 28.5 16)" />
        <ellipse cx="19.5" cy="24" rx="3" ry="5" transform="rotate(-30 19.5 24)" />
        <ellipse cx="28.5" cy="24" rx="3" ry="5" transform="rotate(30 28.5 24)" />
        <ellipse cx="24" cy="9" rx="2.6" ry="4.5" />
      </g>
    </svg>
  );
}
