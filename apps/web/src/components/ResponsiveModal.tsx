// A dialog holding a form or a list: a window from a tablet up, the whole screen on a phone, where
// a window would leave its fields and columns too narrow.
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Narrower than 48em (768 px): a phone. */
const PHONE_QUERY = '(max-width: 47.99em)';

export function ResponsiveModal(props: Omit<ModalProps, 'fullScreen'>) {
  const phone = useMediaQuery(PHONE_QUERY);
  return <Modal {...props} fullScreen={phone} />;
}
