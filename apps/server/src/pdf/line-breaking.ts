/**
 * Where lines break: greedily, after spaces and after a hyphen between letters, never inside an isolated
 * value (FSI … PDI) unless it is wider than the line, and between graphemes only as the last resort.
 */

/** Width in points of the text between two positions. */
export type Measure = (start: number, end: number) => number;

type Break = { at: number; isolated: boolean };

/**
 * Where a line may end: after spaces, and after a hyphen between letters (Swish-|appen, not 08-|123);
 * `isolated` inside an isolated value (an OCR reference, a phone number, a name), which stays on one line
 * unless it is wider than the line.
 */
function breakOpportunities(text: string): Break[] {
  const breaks: Break[] = [];
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index] ?? '';
    const next = text[index + 1] ?? '';
    if (/[\u2066-\u2068]/.test(character)) depth++;
    else if (character === '\u2069') depth = Math.max(0, depth - 1);
    else if (
      (character === ' ' && next !== ' ') ||
      (/[-\u2010]/.test(character) && /\p{L}/u.test(next) && /\p{L}/u.test(text[index - 1] ?? ''))
    ) {
      breaks.push({ at: index + 1, isolated: depth > 0 });
    }
  }
  if (breaks.at(-1)?.at !== text.length) breaks.push({ at: text.length, isolated: false });
  return breaks;
}

/** The end of [start, end) without its trailing spaces. */
export function withoutTrailingSpaces(text: string, start: number, end: number): number {
  let contentEnd = end;
  while (contentEnd > start && text[contentEnd - 1] === ' ') contentEnd--;
  return contentEnd;
}

/**
 * Greedy line breaking: [start, end) of each line, the spaces it was broken at included. `measure` gives
 * the width in points of the text between two positions.
 */
export function breakLines(text: string, width: number, measure: Measure): [number, number][] {
  const breaks = breakOpportunities(text);
  const outside = breaks.filter((each) => !each.isolated).map((each) => each.at);
  // A word wider than the line: an isolated value is broken at its own spaces, anything else between graphemes.
  return fill(text, 0, outside, width, measure, (start, end) => {
    const inside = breaks
      .filter((each) => each.isolated && each.at > start && each.at < end)
      .map((each) => each.at);
    return fill(text, start, [...inside, end], width, measure, (from, to) =>
      cutWord(text, from, to, width, measure),
    );
  });
}

/**
 * Greedy line breaking of the text from `start` to the last of `breaks`, the positions a line may end at;
 * `tooWide` breaks up a word wider than the line on its own.
 */
function fill(
  text: string,
  start: number,
  breaks: number[],
  width: number,
  measure: Measure,
  tooWide: (start: number, end: number) => [number, number][],
): [number, number][] {
  const lines: [number, number][] = [];
  let lineStart = start;
  let lineWidth = 0;
  let wordStart = start;
  for (const end of breaks) {
    const contentEnd = withoutTrailingSpaces(text, wordStart, end);
    const content = measure(wordStart, contentEnd);
    if (wordStart > lineStart && lineWidth + content > width) {
      lines.push([lineStart, wordStart]);
      lineStart = wordStart;
      lineWidth = 0;
    }
    if (content > width) {
      const parts = tooWide(wordStart, contentEnd);
      lines.push(...parts.slice(0, -1));
      lineStart = parts.at(-1)?.[0] ?? wordStart;
      lineWidth = measure(lineStart, contentEnd);
    } else {
      lineWidth += content;
    }
    if (contentEnd < end) lineWidth += measure(contentEnd, end);
    wordStart = end;
  }
  lines.push([lineStart, breaks.at(-1) ?? start]);
  return lines;
}

/** [start, end) cut into parts that fit `width`, between graphemes. */
function cutWord(
  text: string,
  start: number,
  end: number,
  width: number,
  measure: Measure,
): [number, number][] {
  const parts: [number, number][] = [];
  let partStart = start;
  let fitting = start;
  const graphemes = [...new Intl.Segmenter().segment(text.slice(start, end))];
  for (const at of [...graphemes.slice(1).map(({ index }) => start + index), end]) {
    if (fitting > partStart && measure(partStart, at) > width) {
      parts.push([partStart, fitting]);
      partStart = fitting;
    }
    fitting = at;
  }
  parts.push([partStart, end]);
  return parts;
}
