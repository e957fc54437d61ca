/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts): Emotion writes a
 * styled element's rules into the page as the element renders, not in React's commit.
 *
 * In the commit, every new element's rules (serialised, compiled by stylis, inserted) were written in
 * one task that nothing may interrupt: on Home, a third of the commit, and on a slow phone the longest
 * task of the page. A page's render is interrupted every few milliseconds for the browser (the router
 * renders in transitions), so rules written as each element renders block the phone in short pieces.
 * Emotion did so before React had insertion effects, and still does where React lacks them. A render
 * React throws away leaves its rules behind: written once per style (Emotion keeps which it wrote), they
 * are as harmless as those of an element since removed.
 *
 * The global styles (`<Global>`) keep React's insertion effect: they are removed again when their
 * element goes, which only an effect can do.
 */
import { useInsertionEffect } from 'react';

export const useInsertionEffectAlwaysWithSyncFallback = <T>(create: () => T): T => create();

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
