import { describe, expect, it } from 'vitest';
import { CASE_LETTER_KINDS } from './letter-kinds.ts';
import { PROCESS_ACTIONS } from './process-steps.ts';

describe('case letter kinds', () => {
  it('name each letter once, each the letter of a step of the collection process', () => {
    expect(new Set(CASE_LETTER_KINDS).size).toBe(CASE_LETTER_KINDS.length);
    expect(PROCESS_ACTIONS).toEqual(expect.arrayContaining([...CASE_LETTER_KINDS]));
  });
});
