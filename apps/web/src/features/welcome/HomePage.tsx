import { Anchor, Container, Text, Title } from '@mantine/core';
import { usePlatformConfig } from '../../lib/config';
import { PRODUCT_PURPOSE } from '../../lib/product';

/** Spec 1 §1: the purpose of the platform and the support contact address. */
export function HomePage() {
  const { productName, supportEmail } = usePlatformConfig();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{productName}</Title>
      <Text mt="md" size="lg">
        {PRODUCT_PURPOSE}
      </Text>
      <Text mt="md">
        Pour toute question ou difficulté, écrivez au support&#x202F;:{' '}
        <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
      </Text>
    </Container>
  );
}
