import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'contenu';

/** RGAA 12.7: a link to jump over the menu, visible when it receives the keyboard focus. */
export function SkipLink() {
  return (
    <a className={classes.skip} href={`#${MAIN_CONTENT_ID}`}>
      Aller au contenu
    </a>
  );
}
