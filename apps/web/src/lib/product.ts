/** The home page states the purpose of the platform: exposing model data (spec 1 §1). */
export const PRODUCT_PURPOSE =
  "Cette plateforme met à disposition les résultats des modèles agronomiques de l'institut\u202f: bilan hydrique, fertilisation azotée, mildiou de la pomme de terre, stations météo, stades et maladies des céréales et du maïs.";
