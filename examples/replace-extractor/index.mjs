// A pack that replaces only NUMERIC's extractor. English reports on Norwegian companies often quote
// amounts in Norwegian shorthand, with a decimal comma and an abbreviated scale word: "NOK 1,5 mrd."
// (1.5 billion kroner), "NOK 450 mill.". The English locale reads neither, so such a figure is no
// claim at all. This extractor reads each one as the English form it stands for ("NOK 1.5 billion")
// with NUMERIC's own extractor, and places the figure where it was written. NUMERIC's comparator,
// id and span rule stay as shipped, so the figure is judged as any other, and stays one claim.
import { analyseText, sentenceAt } from '@factlint/pipeline';

const SHORTHAND = /\bNOK (\d{1,3}(?:,\d+)?) (mrd|mill)\./g;
const SCALE_WORDS = { mrd: 'billion', mill: 'million' };

export function register(api) {
  api.wrapClaimType('NUMERIC', (base) => ({
    extract(text, locale) {
      const claims = base.extract(text, locale);
      const added = [];
      for (const m of text.source.matchAll(SHORTHAND)) {
        const claim = readAs(`NOK ${m[1].replace(',', '.')} ${SCALE_WORDS[m[2]]}`, base, locale);
        if (claim) added.push(placed(claim, text, m[0], [m.index, m.index + m[0].length]));
      }
      if (added.length === 0) return claims;
      // The shorthand reading replaces what the locale read of it ("NOK 450" of "NOK 450 mill."):
      // one claim per figure.
      const overlapsAdded = (c) => added.some((a) => c.span[0] < a.span[1] && a.span[0] < c.span[1]);
      return [...claims.filter((c) => !overlapsAdded(c)), ...added].sort((x, y) => x.span[0] - y.span[0]);
    },
  }));
}

/** NUMERIC's reading of the English form a shorthand stands for, or null if it reads not exactly one figure. */
function readAs(equivalent, base, locale) {
  const claims = base.extract(analyseText('shorthand', 'answer', equivalent, locale), locale);
  return claims.length === 1 ? claims[0] : null;
}

/** The claim moved to where the shorthand was written in `text`. */
function placed(claim, text, written, span) {
  const sentence = Math.max(0, sentenceAt(text, span[0]));
  return { ...claim, text: written, span, sentence, detail: { ...claim.detail, text: written, span, sentence, after: span[1] } };
}
