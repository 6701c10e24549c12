// Finds organisation numbers in running text. The digits: nine in a row, or in groups of three
// separated by one space (also a no-break or narrow no-break space), never part of a longer run of
// digits or digit groups. The VAT form adds `NO` before and/or `MVA` after (`NO 923 609 016 MVA`).
//
// Nine digits alone are also an amount ("923 609 016 kroner"), so a number is read only when it is
// written in the VAT form, or a label word (labels.yaml) ends at most `window` characters before
// it on the same line, or it follows another organisation number on that line within a short gap
// ("org.nr. 923 609 016 og 914 778 271"). The labels are data: any language, one list.

const SPACE = '[ \\u00A0\\u202F]';
const NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<![\\p{N}][ \\u00A0\\u202F])(?:(NO)${SPACE}?)?(\\d{3}(${SPACE}?)\\d{3}\\3\\d{3})(?:${SPACE}?(MVA))?(?![\\p{L}\\p{N}])(?!${SPACE}\\p{N})`,
  'gu',
);
/** Between two numbers of one list: a comma, "og", "and", "/", "eller", "or" and spaces. */
const LIST_GAP = /^[\s,/;]*(?:og|and|eller|or|&)?[\s,/;]*$/iu;

/**
 * A reader over one set of labels: `{ labels: string[], window: number }` (labels.yaml).
 * Returns `(source) => { text, span, digits, vatForm }[]`.
 */
export function orgnrReader({ labels, window }) {
  const label = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...labels].sort((a, b) => b.length - a.length).map(escaped).join('|')})`, 'giu');
  return (source) => {
    const found = [];
    for (const m of source.matchAll(NUMBER)) {
      const span = [m.index, m.index + m[0].length];
      const vatForm = Boolean(m[1] || m[4]);
      const previous = found.at(-1);
      const listed = previous && LIST_GAP.test(source.slice(previous.span[1], span[0]));
      if (!vatForm && !listed && !labelledBefore(source, span[0], label, window)) continue;
      found.push({ text: m[0], span, digits: m[2].replace(/\D/g, ''), vatForm });
    }
    return found;
  };
}

/** Whether a label ends within `window` characters before `at`, with no line break between. */
function labelledBefore(source, at, label, window) {
  const from = Math.max(0, at - window - 40);
  const before = source.slice(from, at);
  for (const m of before.matchAll(label)) {
    const gap = before.slice(m.index + m[0].length);
    if (gap.length <= window && !/\n/.test(gap)) return true;
  }
  return false;
}

function escaped(word) {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');
}
