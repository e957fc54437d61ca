/** Keys and links, where every character counts (l and 1, O and 0 told apart). */
export const monospaceFont = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
