// A screen's list as the BFF pages it (issue 43), read whole with the page's session: every page
// of /bff/lists/<name>, in the model API's order. The BFF reads it from the simulator with the
// same session, so it is the simulator's list for that persona; the BFF tests check that it is.
import type { ListName, ListPage } from '@agro/contracts/bff/lists';
import { LIST_PAGE_SIZE_MAX } from '@agro/contracts/bff/lists';
import { expect, type Page } from '@playwright/test';
import { apiGet } from './page-steps';

export async function listedRows<Row>(page: Page, name: ListName): Promise<Row[]> {
  const rows: Row[] = [];
  for (let index = 1; ; index++) {
    const answer = await apiGet<ListPage<Row>>(
      page,
      `/bff/lists/${name}?page=${index}&pageSize=${LIST_PAGE_SIZE_MAX}`,
    );
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) return rows;
  }
}

/**
 * Checks what a screen shows against its list as the BFF holds it now. Other specs write the same
 * persona's plots meanwhile (a treatment, a weather correction): when the list moved after the
 * screen read its page, the screen is reloaded (its view is in the address) and checked again
 * against the list read anew.
 */
export async function expectShownOf<Row>(
  page: Page,
  name: ListName,
  check: (rows: Row[], timeout: number) => Promise<void>,
): Promise<void> {
  try {
    await check(await listedRows<Row>(page, name), 10_000);
  } catch {
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await check(await listedRows<Row>(page, name), 20_000);
  }
}
