import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const swedish = new URL('./locales/sv/', import.meta.url);

describe('the Swedish catalogues', () => {
  it('spell "ladda ned" one way, never "ladda ner"', () => {
    for (const file of readdirSync(swedish)) {
      expect(readFileSync(new URL(file, swedish), 'utf8'), file).not.toMatch(/ladda ner/i);
    }
  });
});
