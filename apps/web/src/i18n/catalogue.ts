/** One namespace's texts in one language, as its JSON file under locales/ holds them. */
export type Catalogue = Record<string, unknown>;
