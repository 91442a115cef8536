import { useEffect } from 'react';
import { usePlatformConfig } from './config';

/** The browser tab names the screen, then the product (RGAA 8.6: a relevant page title). */
export function usePageTitle(title: string): void {
  const { productName } = usePlatformConfig();
  useEffect(() => {
    document.title = title === '' ? productName : `${title} - ${productName}`;
  }, [title, productName]);
}
