// Deployment settings the simulator, the BFF and the web app share: who the institute is, what the
// product is called and where users write for help (spec 1 §1 "support contact", §6 staff detection).
import { z } from 'zod';
import { DEFAULT_PLATFORM_CONFIG } from './platform-defaults.ts';

export { DEFAULT_PLATFORM_CONFIG };

export const platformConfig = z.object({
  /** Word that marks institute staff in an e-mail, and the domain prefix of their agent login. */
  instituteKeyword: z.string().trim().min(1),
  productName: z.string().trim().min(1),
  supportEmail: z.email(),
});
export type PlatformConfig = z.infer<typeof platformConfig>;

/** The settings from `INSTITUTE_KEYWORD`, `PRODUCT_NAME` and `SUPPORT_EMAIL`, defaults otherwise. */
export function readPlatformConfig(
  env: Readonly<Record<string, string | undefined>>,
): PlatformConfig {
  return platformConfig.parse({
    instituteKeyword: env.INSTITUTE_KEYWORD || DEFAULT_PLATFORM_CONFIG.instituteKeyword,
    productName: env.PRODUCT_NAME || DEFAULT_PLATFORM_CONFIG.productName,
    supportEmail: env.SUPPORT_EMAIL || DEFAULT_PLATFORM_CONFIG.supportEmail,
  });
}
