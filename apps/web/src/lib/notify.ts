// Short notices in the corner of the screen (spec 1 §2 "Success snackbar closing after 2 s").
import { notifications } from '@mantine/notifications';

/** Spec 1 §9: the success snackbar closes after 2000 ms. */
export const SUCCESS_SNACKBAR_MS = 2000;

/** Confirms that something the user asked for was done. */
export function showSuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: SUCCESS_SNACKBAR_MS });
}
