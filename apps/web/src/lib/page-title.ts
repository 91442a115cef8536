import { useEffect } from 'react';
import { usePlatformConfig } from './config';

/**
 * The title a screen gives itself from its data (a plot's name), while it is shown. The route
 * guard around every screen names the tab after the screen table; React runs the screen's
 * effects before its parent's, so without this the guard's title would replace the screen's.
 */
let screenTitle: string | null = null;

function showTitle(title: string, productName: string): void {
  document.title = title === '' ? productName : `${title} - ${productName}`;
}

/** The browser tab names the screen, then the product (RGAA 8.6: a relevant page title). */
export function usePageTitle(title: string): void {
  const { productName } = usePlatformConfig();
  useEffect(() => {
    showTitle(screenTitle ?? title, productName);
  }, [title, productName]);
}

/**
 * A more precise title than the screen table's, such as the plot shown: it wins over the route's
 * `usePageTitle` for as long as the screen is mounted.
 */
export function useScreenTitle(title: string): void {
  const { productName } = usePlatformConfig();
  useEffect(() => {
    screenTitle = title;
    showTitle(title, productName);
    return () => {
      if (screenTitle === title) screenTitle = null;
    };
  }, [title, productName]);
}
