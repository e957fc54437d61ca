import { describe, expect, it } from 'vitest';
import { caseHold, isPausedOn } from './case-hold.ts';

describe('caseHold', () => {
  it('holds a case while a plan proposal over it waits, whatever the day', () => {
    expect(caseHold({ pendingProposal: true, pausedUntil: null }, '2026-11-02')).toBe('planProposal');
    expect(caseHold({ pendingProposal: true, pausedUntil: '2026-01-01' }, '2030-01-01')).toBe('planProposal');
  });

  it('holds a paused case on the days before its resume day, not from it', () => {
    const paused = { pendingProposal: false, pausedUntil: '2026-11-14' };
    expect(caseHold(paused, '2026-11-13')).toBe('paused');
    expect(caseHold(paused, '2026-11-14')).toBeNull();
    expect(isPausedOn(null, '2026-11-13')).toBe(false);
  });

  it('holds nothing else', () => {
    expect(caseHold({ pendingProposal: false, pausedUntil: null }, '2026-11-02')).toBeNull();
  });
});
