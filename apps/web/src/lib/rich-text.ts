// Rich text written by users (plot comments) is HTML that other users will display: it goes through
// one strict allow-list before it is shown or sent (docs/architecture.md, "Web": DOMPurify).
import DOMPurify from 'dompurify';

/** What a comment may contain: text structure and links, nothing that runs or restyles the page. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'strike',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
];

/**
 * Web links, mail and phone links, and relative addresses; every other scheme (javascript:,
 * data:, vbscript:…) is dropped with its attribute.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// An instance of our own: its hook must not change how any other DOMPurify user behaves.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    // A link opens elsewhere and gives the opened page no handle on this one.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The HTML with everything outside the allow-list removed. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (html == null || html === '') return '';
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  // A link whose address was refused would still look like a link; keep only its text.
  for (const anchor of fragment.querySelectorAll('a:not([href])')) {
    anchor.replaceWith(...anchor.childNodes);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/**
 * True when the HTML holds no visible text: an editor cleared by the user still holds `<p></p>`,
 * and spaces or non-breaking spaces alone are not a comment either.
 */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (html == null || html === '') return true;
  const document = new DOMParser().parseFromString(sanitizeRichText(html), 'text/html');
  return (document.body.textContent ?? '').trim() === '';
}
