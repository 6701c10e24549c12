// Finds organisation numbers in running text. The digits: nine in a row, or in groups of three
// separated by one space (also a no-break or narrow no-break space), never part of a longer run of
// digits or digit groups. The VAT form adds `NO` before and/or `MVA` after (`NO 923 609 016 MVA`).
//
// Nine digits alone are also an amount ("923 609 016 kroner"), so a number is read only when it is
// written in the VAT form, or a label word (labels.yaml) ends at most `window` characters before
// it on the same line, or it follows another organisation number on that line within a short gap
// ("org.nr. 923 609 016 og 914 778 271"). The labels and list words are data: any language, one list.

const SPACE = '[ \\u00A0\\u202F]';
const NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<![\\p{N}][ \\u00A0\\u202F])(?:(NO)${SPACE}?)?(\\d{3}(${SPACE}?)\\d{3}\\3\\d{3})(?:${SPACE}?(MVA))?(?![\\p{L}\\p{N}])(?!${SPACE}\\p{N})`,
  'gu',
);

/**
 * A reader over one set of words (labels.yaml): `{ labels, window, list_words }`.
 * Returns `(source) => { text, span, digits, vatForm }[]`.
 */
export function orgnrReader({ labels, window, list_words: listWords = [] }) {
  const label = {
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(labels)})`, 'giu'),
    reach: window + Math.max(...labels.map((l) => l.length)),
  };
  // Between two numbers of one list: punctuation, spaces and at most one list word, on one line.
  const listGap = new RegExp(`^[ ,/;&\\u00A0]*(?:(?:${alternatives(listWords) || '(?!)'})[ \\u00A0]+)?$`, 'iu');
  return (source) => {
    const found = [];
    for (const m of source.matchAll(NUMBER)) {
      const span = [m.index, m.index + m[0].length];
      const vatForm = Boolean(m[1] || m[4]);
      const previous = found.at(-1);
      const listed = previous && listGap.test(source.slice(previous.span[1], span[0]));
      if (!vatForm && !listed && !labelledBefore(source, span[0], label, window)) continue;
      found.push({ text: m[0], span, digits: m[2].replace(/\D/g, ''), vatForm });
    }
    return found;
  };
}

/** Whether a label ends within `window` characters before `at`, with no line break between. */
function labelledBefore(source, at, label, window) {
  const before = source.slice(Math.max(0, at - label.reach), at);
  for (const m of before.matchAll(label.pattern)) {
    const gap = before.slice(m.index + m[0].length);
    if (gap.length <= window && !/\n/.test(gap)) return true;
  }
  return false;
}

/** Words as one regex alternation, longest first; a space in a word matches any spacing. */
function alternatives(words) {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|');
}

function escaped(word) {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');
}
