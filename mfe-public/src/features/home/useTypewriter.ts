import { useEffect, useState } from 'react';

/** The specified hero timings (docs/specifications.md, A §9): 100 ms a character typing, 50 ms deleting, 1500 ms pause at a full word. */
export const TYPING = { typeMs: 100, deleteMs: 50, pauseMs: 1500 } as const;

/**
 * Types each word, pauses, deletes it, then types the next, forever. With reduced motion
 * requested, the first word is shown whole and nothing moves.
 */
export function useTypewriter(words: readonly string[], timing = TYPING): string {
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const [state, setState] = useState({ word: 0, length: 0, deleting: false });

  useEffect(() => {
    if (reduced || words.length === 0) return;
    const word = words[state.word];
    let delay: number;
    let next: typeof state;
    if (!state.deleting && state.length < word.length) {
      delay = timing.typeMs;
      next = { ...state, length: state.length + 1 };
    } else if (!state.deleting) {
      delay = timing.pauseMs;
      next = { ...state, deleting: true };
    } else if (state.length > 0) {
      delay = timing.deleteMs;
      next = { ...state, length: state.length - 1 };
    } else {
      delay = timing.typeMs;
      next = { word: (state.word + 1) % words.length, length: 1, deleting: false };
    }
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, words, reduced, timing]);

  if (reduced) return words[0] ?? '';
  return (words[state.word] ?? '').slice(0, state.length);
}
