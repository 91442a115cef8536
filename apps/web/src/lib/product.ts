import { DEFAULT_PLATFORM_CONFIG } from '@agro/contracts/platform-config';

// Until the BFF serves the deployment's settings (issue 4), the web shows the shared defaults.
export const PRODUCT_NAME = DEFAULT_PLATFORM_CONFIG.productName;

/** The home page states the purpose of the platform: exposing model data (spec 1 §1). */
export const PRODUCT_PURPOSE =
  "Cette plateforme met à disposition les résultats des modèles agronomiques de l'institut : bilan hydrique, fertilisation azotée, mildiou de la pomme de terre, stations météo, stades et maladies des céréales et du maïs.";
