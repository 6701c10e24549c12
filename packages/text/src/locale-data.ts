import { z } from 'zod';
import type { DataKind } from '@factlint/kernel';
import { SCRIPT_NAMES, type ScriptName } from './scripts.js';
import { CategorySet } from './unicode-categories.js';

/*
 * The shapes of the language data that locale and units packs provide. Everything a reader knows
 * about a language comes through these; the readers in this package contain no language.
 * Each schema is registered with the kernel as a data kind, so pack data is validated at load.
 */

/**
 * The schemas of the language data, built on first use. Building them (some 300 zod schemas, each
 * described) cost 10.8 ms of a fresh `factlint verify`, which needs none of them when every pack
 * comes from the compiled-pack cache: its key takes each kind's `version` instead (see
 * TEXT_DATA_KINDS). They are built when a pack is read from its files, a locale lacks a kind and
 * takes its defaults, or a JSON Schema is published.
 */
function buildLocaleDataSchemas() {
  const Word = z.string().min(1);
  const Words = z.array(Word);
  /**
   * A sentence terminator or a quotation mark: the one pass over a text (reader-starts.ts) finds
   * them, and it does not stop inside a run of letters, so a letter is refused here rather than
   * found only where it begins a word. Its compatibility form is asked too: the pass reads the text
   * folded (`℡` is `TEL` there).
   */
  const letters = new CategorySet(['L']);
  const Mark = Word.refine(
    (mark) => letters.unitsAt(mark, 0) === 0 && letters.unitsAt(mark.normalize('NFKC'), 0) === 0,
    'expected a mark, not a letter',
  );

  const ScriptRulesSchema = z.strictObject({
    spaces: z
      .enum(['words', 'phrases', 'none'])
      .describe(
        'How the script cuts words: `words` (a space between words: Latin), `phrases` (a space between phrases, particles and endings attached to the word before them: Hangul, so a word may continue after a matched form), `none` (no spaces: Han, kana; forms match as substrings).',
      ),
    content_words: z
      .boolean()
      .default(true)
      .describe(
        'Letters of this script make content words (what a sentence is about, the words of a name). `false` for a script of particles and endings (Japanese hiragana). Optional.',
      ),
    name_words: z
      .boolean()
      .default(false)
      .describe(
        'A run of three or more letters of this uncased script is read as a name or loanword (Japanese katakana); cased scripts find names by their capitals. Optional.',
      ),
    word_keys: z
      .strictObject({
        min_letters: z.number().int().min(1).describe('Words shorter than this carry no subject (unless written in capitals).'),
        stem_letters: z.number().int().min(1).describe('A word stands for its first this many letters, so its inflected forms meet.'),
      })
      .optional()
      .describe(
        'How a word of this spaced script says what a sentence is about. Without it, words of fewer than 4 letters carry no subject and a word is keyed by its first 5 (what suits Latin-script languages); Korean nouns are two syllables with particles after them (`매출은`, `매출이`): `{min_letters: 2, stem_letters: 2}`. Optional.',
      ),
    name_joiners: Words.default([]).describe(
      'Characters that join the words of one name written in this script (the katakana middle dot): a name with one is marked as a name. Optional.',
    ),
  });

  /** `locale`: which language a pack describes and how its scripts behave. */
  const LocaleInfoSchema = z
    .strictObject({
      id: z
        .string()
        .regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'expected a BCP 47 language tag such as "nb"')
        .describe('BCP 47 language tag that scenarios name as `locale` (`en`, `nb`, `ja`).'),
      name: Word.describe("The language's name, for listings."),
      scripts: z
        .partialRecord(z.enum(SCRIPT_NAMES), ScriptRulesSchema)
        .optional()
        .describe(
          `The scripts the language is written in, by Unicode script name (${SCRIPT_NAMES.join(', ')}), each with how it cuts words. A script not named keeps its own orthography (Latin: spaced words). Give this or \`script\`.`,
        ),
      script: z
        .enum(['spaced', 'unspaced'])
        .optional()
        .describe(
          'Shorthand kept for packs written before `scripts`: `spaced` is `scripts: {Latin: {spaces: words}}` with negation before; `unspaced` is Han, Hiragana and Katakana written without spaces, with negation after. Neither given: `spaced`.',
        ),
      negation: z
        .enum(['before', 'after', 'both'])
        .optional()
        .describe(
          'Where a negation word stands relative to the verb or figure it denies: `before` (English `not`, Chinese), `after` (a Japanese verb ending), `both` (Korean: a word before, an ending after). Default: `after` with `script: unspaced`, else `before`.',
        ),
      fact_claims: z
        .boolean()
        .default(false)
        .describe(
          "Facts' claims may be written in this language whatever the scenario's language: its unit words are read in every claim (the reference harness writes English claims in Norwegian scenarios). Optional.",
        ),
    })
    .refine((info) => info.script === undefined || info.scripts === undefined, {
      message: 'give `scripts` (the scripts and how each cuts words) or the older `script: spaced|unspaced`, not both',
    });

  /** The words of a period or base: after the figure, or before it. */
  /** Two optional word lists, before and after a figure, each described: an object that may be left out. */
  function wordsBeforeAfter(before: string, after: string) {
    return z.strictObject({ before: Words.default([]).describe(before), after: Words.default([]).describe(after) }).prefault({});
  }

  function wordsAroundFigure(afterExamples: string, beforeExamples: string) {
    return {
      after: Words.default([]).describe(`Words a few words after the figure and its unit (${afterExamples}).`),
      before: Words.default([]).describe(
        `Words before the figure (${beforeExamples}): right before it, or before the noun it qualifies and \`figure_links\`; a few characters in a script without spaces.`,
      ),
    };
  }

  /** `numbers`: how numbers are written. */
  const NumberGrammarSchema = z.strictObject({
    decimal: Words.min(1).describe('Decimal marks (`.` in English, `,` in Norwegian).'),
    group: Words.describe('Group separators; how many digits a group holds is `grouping`.'),
    grouping: z
      .array(z.number().int().min(1).max(4))
      .min(1)
      .default([3])
      .describe(
        "Digits per group, from the decimal mark leftwards, the last size repeating: `[3]` (1,000,000), `[3, 2]` (Indian lakh and crore: 1,00,000 and 1,00,00,000). The first group of a figure holds one digit up to its place's size. Optional.",
      ),
    minus: Words.default(['-', '\u2212']).describe(
      'Minus signs right before a figure (`-`, `−`), and minus words before it, spaces between (`minus` in `minus 15 grader`).',
    ),
    margin_signs: Words.default([]).describe(
      'Signs and words right before a figure that give it as a margin either way (`±`, `+/-`, `plus or minus`): the minus inside them is no sign, and the figure is read as written without one. Optional.',
    ),
    minus_after: Words.default([]).describe(
      'Words right after a figure (or after its unit) that put it below zero (`15 degrees below zero`, a Norwegian word for degrees of frost): the figure is negative and reads to the end of the word. Optional.',
    ),
    negative_words: Words.default([]).describe(
      "Words that state in words that an amount in their clause is negative: money spent, an outflow (`You spent £412.86` is the `-412.86` of a ledger's total), a fall told in words (`down 1.8 per cent` is the `−1.8%` of a table). Read only to compare a figure with a context figure of the same magnitude and the opposite sign, which then states the same amount; both sides naming one (`Dividends paid: -£40m`, `paid £40m`) say what is measured, and the written sign is the ledger's. Not read as a direction of change here: a word that states one is listed in `polarity.pairs` too (`down`, before a figure). Optional.",
    ),
    accounting_parentheses: z.boolean().default(true).describe('`(1,200)` is −1200 — only in a statement: see `accounting_cues`.'),
    accounting_cues: Words.default([]).describe(
      'Words that make a line (or the table a row belongs to) a financial statement, where a figure in parentheses is a negative: `loss`, `deficit`, `net result`. Elsewhere a figure in parentheses is an aside after a label (`UKIP (£2,956,737)`). Without cues, no parenthesised figure is a negative.',
    ),
    accounting_signs: Words.default([]).describe(
      "Minus signs that write a negative the way a financial statement does (the Japanese triangles), listed in `minus` too: in a statement (see `accounting_cues`) a figure with one is an accounting negative, as one in parentheses is, whose sign the row's loss word already says. Optional.",
    ),
    scales: z
      .record(Word, z.number().positive())
      .default({})
      .describe('Scale words after a number: `million: 1e6`, `bn: 1e9`, a ten-thousand word: 1e4. Matched longest first.'),
    native_digits: z
      .record(Word, z.number().int().min(0).max(9))
      .default({})
      .describe('Native digits (one character per digit value) for numeral systems such as CJK numerals.'),
    native_multipliers: z
      .record(Word, z.number().int().positive())
      .default({})
      .describe('Native multipliers inside a numeral (the characters for ten, hundred, thousand: 10, 100, 1000).'),
    words: z.record(Word, z.number()).default({}).describe('Number words read only in a fixed list (`three: 3`), optional.'),
    vague_digits: z
      .record(Word, z.number().int().min(1).max(9))
      .default({})
      .describe(
        'Words that stand for a digit left vague inside a native numeral, one character each, with the lowest digit each stands for (the Japanese for "several": 2). Read only before a native multiplier or a scale word (several tens: 20 to 90; several thousand ten-thousands: 20 to 90 million) or in the ones place after a multiplier (ten and some: 11 to 19, from one up): the figure is a range, the vague digit 2 (or 1) at its low end and 9 at its high end. Never inside an `ordinary_words` word. Optional.',
      ),
    currency_scales: z
      .record(Word, z.number().positive())
      .default({})
      .describe(
        'Short scale letters read as scales only right after an amount whose currency stands before it (`£300m` = 300 million pounds); elsewhere they are units or nothing (`100m` is a hundred metres). Case-sensitive. Optional.',
      ),
    joined_tens: z
      .boolean()
      .default(false)
      .describe(
        'The language writes a tens word and a unit word as one word (twenty and five as one word for 25): the number words in `words` are also read so joined. Optional.',
      ),
    scale_openers: Words.default([]).describe(
      'Words that say one of the scale word after them in a number written in words (`a hundred`, `one thousand and five`). Optional.',
    ),
    compound_tails: z
      .record(Word, z.number().int().positive())
      .default({})
      .describe(
        'Number words read only as the last part of a number in words, after a tens word or a scale word (`thirty-one`, `a hundred and one`, and joined to a tens word where `joined_tens` is set): alone they are as often a pronoun or an article (`one of them`), and left out of `words`. Optional.',
      ),
    unit_openers: Words.default([]).describe(
      'Words that count one of the unit word after them (`a day`, `an hour`, `a single year`): 24 hours against "in a day" is the same duration. Read only to back a converted figure, never as a rival. Optional.',
    ),
    number_word_joiners: Words.default([]).describe(
      'Words that may join a scale word to the number words after it in a number written in words (`two hundred and fifty`). Optional.',
    ),
    ordinary_words: Words.default([]).describe(
      'Ordinary words written with a native numeral (the Japanese word for "sufficient" is written ten-minutes; "a part" is written one-part): a native numeral inside one of them is not a figure. Optional.',
    ),
    span_words: Words.default([]).describe(
      'Words right after a figure (or after a year written with its year mark) that make it the start of a span of years or ages: a decade or a century written as a suffix word on its first year (the 1980s), an age bracket (in her 60s). Such a span is not checked: the figure is no figure and no year. Optional.',
    ),
    hour_minute_joins: Words.default([]).describe(
      'Words between an hour and its minutes when both are written as numbers (a CJK fifteen-hour-thirty-minute time): a time of day, so neither number is a figure. Optional.',
    ),
    ordinal_full_stop: z
      .boolean()
      .default(false)
      .describe(
        'A whole number with a full stop right after it, then a space and a lower-case word, is an ordinal where ordinals are so written (the Norwegian for `2nd quarter`, `3rd place`): no figure. Optional.',
      ),
    clock: wordsBeforeAfter('Words right before the number.', 'Words right after the number.').describe(
      "Words that make a number a time of day (`2 pm`, `at 14 o'clock`): a clock time is no figure, as `14:00` is none. Optional.",
    ),
    score_joiners: Words.default(['-', '\u2013']).describe(
      'What joins the two sides of a result (`4-1`, `3 to 1`): two whole numbers so joined, the first not smaller, are a score line, checked only against a result the source writes.',
    ),
    results: z
      .strictObject({
        running: wordsBeforeAfter(
          'Right before the score line (`made it`, `to make it`).',
          'Right after it, in a script without spaces.',
        ).describe('Words that make a score line a running score, not the result (`made it 4-2`).'),
        one_back: Words.default([]).describe(
          'Words that tell one more goal for the side behind, later in the sentence of a running score: `made it 4-2 before Ling got one back` ends 4-3.',
        ),
        final: wordsBeforeAfter(
          'At most three words before the score line (`ended`, `final score was`, `beat`).',
          'A few words after it (`win`, `victory`).',
        ).describe("Words that make an answer's score line the result of the match."),
      })
      .prefault({})
      .describe(
        'How a match is told: the result a source narrates after its last running score is the one an answer that names the result is held to. Optional.',
      ),
    periods: z
      .record(
        Word,
        z.strictObject({
          per_year: z.number().positive().describe('How many of this period make a year (a month: 12).'),
          ...wordsAroundFigure('`a month`, `per month`', '`monthly`, `Quarterly revenue was`'),
          prefixes: Words.default([]).describe(
            'Word starts that give the period of the compound they open, in the noun right before the figure with only `figure_links` between (the Norwegian year prefix of a compound for an annual salary); in a script without spaces, glued right before the figure and after no digit (the Japanese month character before a rent). Optional.',
          ),
        }),
      )
      .default({})
      .describe(
        'Periods an amount is given per (`$4,000 a month`): an amount per month and the same amount ×12 per year are one figure. Optional.',
      ),
    bases: z
      .record(
        Word,
        z.strictObject({
          ...wordsAroundFigure('`per share`, `in total`', '`total`, `per share` in `earnings per share were`'),
          sum: z
            .boolean()
            .default(false)
            .describe(
              'The base is the whole (`in total`): an amount over it sums parts, so a smaller context amount that is no sum itself is one of its parts, not a rival. Optional.',
            ),
        }),
      )
      .default({})
      .describe(
        'What an amount is counted over when it is not a period (`per share`, `per person`, `in total`): the same amount over another base is another figure, so it is contradicted. Optional.',
      ),
    superlatives: z
      .strictObject({
        max: z
          .strictObject(wordsAroundFigure('`, the highest`', '`the most, at`, `the largest segment at`'))
          .prefault({})
          .describe('Words that name the largest amount.'),
        min: z
          .strictObject(wordsAroundFigure('`, the lowest`', '`the least, at`, `the cheapest ticket at`'))
          .prefault({})
          .describe('Words that name the smallest amount.'),
      })
      .prefault({})
      .describe(
        'Words that name an amount the most or the least of its kind (`spent the most, at £2.9 million`): a larger (smaller) amount of the same currency in the context sentence that holds it contradicts the claim. Optional.',
      ),
    figure_links: Words.default([]).describe(
      'Words that may stand between a figure and the noun that a period or base word before it qualifies (`was`, `of`, `er`): `Quarterly revenue was $4.2 billion`. Any other word there ends the search: `The annual report shows $4 billion` names no period. Optional.',
    ),
    noun_complements: Words.default([]).describe(
      'Words that open a complement of the noun a period word or prefix qualifies, of at most two more words, before `figure_links` (`for`: `Annual rent for the unit is $18,000` is per year). Optional.',
    ),
    change_multiples: z
      .record(Word, z.number().gt(1))
      .default({})
      .describe(
        'Verbs that tell a rise as a multiple of what it rose from (`doubled: 2`, `tripled: 3`): a rise of (multiple − 1) × 100 per cent is derived from them. Kept apart from `ratio_words`, which the facts judge reads as "a multiple of the fact". Optional.',
      ),
    average_words: Words.default([]).describe(
      'Words that make an answer sentence state an average (`average`, `mean`): a figure in it may be the mean of two or three context figures of one unit (or bare ones, for a bare figure) in one sentence. Optional.',
    ),
    average_prefixes: Words.default([]).describe(
      'Word starts that make an answer sentence state an average in the compound they open, in a script with spaces (the Norwegian prefix of a compound for an average price), as `average_words` do. Optional.',
    ),
    total_words: Words.default([]).describe(
      'Words that make an answer sentence state a total (`total`, `together`): a figure in it may be the sum of every context figure of its unit (or every bare one, for a bare figure) in one sentence, or in one run of consecutive sentences that each hold one (a list of `label: amount` lines). Never a pick among them. Optional.',
    ),
    multiplier_words: Words.default([]).describe(
      'Words after a number that make it a multiple (`times`, the multiple suffix of CJK): `5 times`, `five times`. Optional.',
    ),
    ratio_words: z
      .record(
        Word,
        z.union([z.number().positive(), z.string().regex(/^[1-9]\d*\/[1-9]\d*$/, 'expected a number or a fraction written a/b')]),
      )
      .default({})
      .describe(
        'Words and phrases that are a multiple or a fraction by themselves, as a number or `a/b`: `twice: 2`, `half: 1/2`, `two thirds: 2/3`. Optional.',
      ),
    ratio_links: Words.default([]).describe(
      'Words that may stand between a multiple or fraction and what it multiplies (`of`, a genitive particle). Optional.',
    ),
    unit_declarations: Words.default([]).describe(
      'Words that declare the unit of the figures after them, up to the next blank line, matched as written (a Japanese "unit:", `Figures in`): the unit text after them, to the line\'s end or a parenthesis, is read as one of a unit with a scale (a hundred million yen, `£m`, `millions of pounds`). A bare figure it governs is also read as that many of the unit (1,290 under a hundred million yen is 129 billion yen), as a bare cell under a Markdown table header whose parentheses hold such a unit is. A unit without a scale declares nothing. Optional.',
    ),
    unit_decimals: Words.default([]).describe(
      'Unit forms after which one or two digits glued to the unit, with no unit of their own, are its decimals (a Japanese sprint time written 9 seconds 97: 9.97 seconds). Optional.',
    ),
    unit_halves: Words.default([]).describe(
      'Words right after a unit that add half of it (a CJK two hours and a half: 2.5 hours). Optional.',
    ),
    halves_before_unit: Words.default([]).describe(
      'Words between a figure and its unit or scale word that add half of one (`six and a half years`: 6.5 years; `3 and a half million`). Read only where a unit or a scale word follows them. Optional.',
    ),
    rate_base_words: z
      .object({
        before: Words.default([]).describe('Words between a rate and the figure of its base (`per`: `6 litres per 100 km`).'),
        after: Words.default([]).describe(
          'Words right after the figure of a base (and its unit), in a language that writes the base first.',
        ),
      })
      .default({ before: [], after: [] })
      .describe(
        'Words that make the figure beside them the base of a rate (`9 per 1,000 inhabitants`): the base is no claim of its own, and a rate with a base is compared only with rates of the same base. Optional.',
      ),
    percent_forms: z
      .strictObject({
        level: wordsBeforeAfter(
          'Words right before the per cent (a language that names the reference first, with a particle between).',
          'Words right after the per cent and its unit (`of`: `175% of normal`).',
        ).describe('Words that make a per cent a level of what it is measured against: `175% of normal` is 75 % more than normal.'),
        rise: wordsBeforeAfter(
          'Words right before the per cent.',
          'Words right after the per cent and its unit (`more`, `higher`, `above`).',
        ).describe(
          'Words that make a per cent a rise over what it is measured against where no direction word says so: `75% more than normal` is 175 % of normal.',
        ),
        other_part: wordsBeforeAfter(
          'Words right before the per cent (`loses`, `the remaining`).',
          'Words right after the per cent and its unit (`below`, `less`, `empty`, `shortfall`).',
        ).describe(
          'Words that make a per cent the other part of the whole: `23% below normal` is 77 % of normal, `57% empty` is 43 % full, `loses 8%` keeps 92 %.',
        ),
      })
      .prefault({})
      .describe(
        'A per cent told in another form of the same fact (numeric.percent-restated): a level against the change from it, a multiple against the rise it makes, and one part against the other. Read only for a per cent found nowhere else in the context, beside a context per cent of the same subject. Optional.',
      ),
    mixed_fraction_joins: Words.default([]).describe(
      'Words that join a whole number and the fraction after it into one figure, besides a space (a Japanese two and one half, written with a particle between: 2.5). A fraction after a whole number and a space (`1 1/2 hours`, `2 ½ dl`) or glued to it (`1½`) is read in every locale. Optional.',
    ),
    fractions: z
      .array(z.string().regex(/^(\{a\}[^{}\d]+\{b\}|\{b\}[^{}\d]+\{a\})$/, 'expected {a} and {b} with the joining word between them'))
      .default([])
      .describe(
        'Fractions written as two numbers joined by a word, `{a}` the numerator and `{b}` the denominator (a language that names the denominator first: `{b}` first). The fraction is a ratio, a/b; neither number is a figure of its own (the denominator is no count of minutes). Optional.',
      ),
  });

  /** `dates`: month names, date templates, eras and relative-date words. */
  const DateGrammarSchema = z.strictObject({
    months: z
      .record(Word, z.number().int().min(1).max(12))
      .default({})
      .describe('Month names and abbreviations to month number: `january: 1`, `jan.: 1`.'),
    formats: z
      .array(
        z
          .string()
          .min(3)
          .regex(/^(?![\s\S]*\{to\}[\s\S]*\{to\})/, 'expected at most one {to}: a range joins two dates'),
      )
      .describe(
        'Date templates with placeholders `{y}` (4-digit year), `{m}` (month number), `{d}` (day), `{month}` (a month name), `{era}` (an era name), `{ey}` (an era year, digits or the first-year word), `{sy}` (a word for "the same year"), `{to}` (a joiner from the `ranges` data: an infix, or the words between `{a}` and `{b}` of a template; spaces around it optional). A template with `{to}` reads a range of two dates, the first written before it and the second after, each taking the year and month the other writes where it writes none (`{d}{to}{d} {month} {y}`: 3–5 June 2025), the first before the second. Literal text is matched as written (spaces match any run of spaces). A template with no year of any kind (a month and a day alone) reads a day written without its year: a day of some year, no date, and its digits no figures.',
      ),
    eras: z
      .record(Word, z.number().int())
      .default({})
      .describe('Era name to the Gregorian year of its first year (an era that began in 2019: 2019).'),
    era_first_year: Words.default([]).describe('Words meaning "first year of the era".'),
    relative: Words.default([]).describe('Relative expressions that name no checkable date ("yesterday", "last month").'),
    relative_years: z
      .record(Word, z.number().int().min(-10).max(10))
      .default({})
      .describe(
        "Relative expressions that name a year (read as relative dates, listed under `relative` or not), to how many years that year lies from the time of writing (`next year: 1`, `last year: -1`). An answer's year for such an expression is derived from a year of the same context document moved by the offset (a dateline, a narrated year); with none, the context does not give that year at all. Optional.",
      ),
    relative_days: z
      .record(Word, z.number().int().min(-7).max(7))
      .default({})
      .describe(
        'Relative expressions that name a day, to how many days it lies from the time of writing (`yesterday: -1`, `tomorrow: 1`): in a context document the scenario dates, the day is that date moved by the offset, and an answer that gives the day backs on it. Read as relative dates. Optional.',
      ),
    relative_months: z
      .record(Word, z.number().int().min(-12).max(12))
      .default({})
      .describe(
        'Relative expressions that name a month, to how many months it lies from the time of writing (`last month: -1`), read as `relative_days` are. Optional.',
      ),
    month_day_units: Words.default([]).describe(
      "Unit forms written right after a number that name a day of a month the text does not write (a CJK day counter after 5: the 5th), set off by a comma after it: in a context document the scenario dates, the day of the month nearest the document's date, which an answer that gives the day backs on. Optional.",
    ),
    narrated_years: z
      .record(Word, z.number().int().min(-10).max(10))
      .default({})
      .describe(
        'Expressions that name a year counted from the date written before them in the same text, to how many years they move it (`the following year: 1`, `the previous year: -1`): "joined in 2012 and left the following year" dates the leaving 2013. Read as relative dates, and at `{sy}` in a date template as "the same year" is (`1 January the following year`). Optional.',
      ),
    same_year: Words.default([]).describe(
      'Words for "the same year" (`{sy}` in a template): the date takes the year of the date written before it in the same text. Optional.',
    ),
    fiscal_year: z
      .strictObject({
        before: Words.default([]).describe('Words right before the year.'),
        after: Words.default([]).describe('Words right after the year.'),
        period_end: Words.default([]).describe(
          'Words right after a month and its year that make them the end of a fiscal year (a Japanese results period named by its last month): that fiscal year is the one `named_by` names. Optional.',
        ),
        named_by: z
          .enum(['start', 'end'])
          .default('end')
          .describe(
            'Which year names a fiscal year that does not end in December: the year it starts in (`start`: the Japanese fiscal year 2024 runs April 2024 to March 2025) or the year it ends in (`end`). Optional.',
          ),
      })
      .prefault({})
      .describe('Words right before or after a year that make it a fiscal year (`FY`, `fiscal year`; or a word after the year). Optional.'),
    calendar_year: z
      .strictObject({
        before: Words.default([]).describe('Words right before the year.'),
        after: Words.default([]).describe('Words right after the year.'),
      })
      .prefault({})
      .describe('Words right before or after a year that make it explicitly a calendar year (`calendar year`). Optional.'),
    release_words: Words.default([]).describe(
      "Words that tell a work's own release or showing (`released`, `aired`): a clause with one of them keeps a year the context writes as the work's label in parentheses (`Twin Peaks (2017)`), which is that release's year (`date.label-year`). Matched whole, as written and without case: list each form (`air`, `aired`). Optional.",
    ),
    hedged_year_followers: Words.default([]).describe(
      'Words a year may go on with after a hedge (`about 2000 to`, `around 2000 when`: prepositions, conjunctions, articles, pronouns). A figure written as a year after a hedge inside a clause and before any other lower-case word is a count (`nearly 2000 runners`), not a year; after a hedge that opens a clause, or before punctuation, a capital or one of these words, it stays a year (`in about 2000.`). Matched whole, without case. With none listed, every such figure is a year. Optional.',
    ),
    hedged_counts_open_clauses: z
      .boolean()
      .default(false)
      .describe(
        'Whether a hedged figure of year form that opens its clause is read as `hedged_year_followers` reads one inside a clause (`About 2000 runners took part`: a count), for a language whose clause-opening time is followed by its subject (`Around 2000 the firm moved`: a year, `the` being a follower). Leave it off where the verb comes right after a clause-opening time, as any lower-case word may then follow a year. Optional.',
      ),
    event_year_after: Words.default([]).describe(
      'Words right after a year that tell it as the time of an event, for a language that writes a particle after the year. In every language a year followed by punctuation or the end of the text is told so; a year followed by anything else names a work by its year (`the 2017 revival`) and is never read as a moved label year (`date.label-year`). Optional.',
    ),
    ordinal_years: z
      .strictObject({
        nth: Words.default([]).describe(
          'Forms right after a number that make it the nth year of something (`th year` in `its 46th year`): that year is the first year plus n − 1.',
        ),
        anniversary: Words.default([]).describe(
          'Forms right after a number that make it an anniversary (`th anniversary` in `its 50th anniversary`): that year is the first year plus n.',
        ),
        anniversary_before: Words.default([]).describe(
          'Words right before a number that make it an anniversary or an age reached (`turns` in `turns 100 in 2025`): that year is the first year plus n. Optional.',
        ),
      })
      .prefault({})
      .describe(
        'A year the answer counts by an ordinal ("in 2023 the festival held its 46th year" against "first held in 1978"): derived from the context year it counts from. Optional.',
      ),
  });

  const UnitFamily = z.enum([
    'currency',
    'percent',
    'weeks',
    'days',
    'months',
    'years',
    'hours',
    'minutes',
    'seconds',
    'count',
    'length',
    'mass',
    'area',
    'volume',
    'speed',
    'energy',
    'power',
    'charge',
    'frequency',
    'luminance',
    'resolution',
    'data',
    'data_rate',
    'temperature',
  ]);

  const UnitEntrySchema = z.strictObject({
    id: Word.describe('Canonical unit id: ISO 4217 code for a currency (`NOK`), `%`, `day`, `km` …'),
    family: UnitFamily.describe("What the unit measures; a declared fact's figure must carry a unit of its family."),
    forms: Words.min(1).describe('The written forms (symbols, codes, words with their inflections).'),
    position: z.enum(['before', 'after', 'both']).default('after').describe('Where the form stands relative to the number.'),
    factor: z.number().positive().optional().describe('A multiplier built into the form (a ten-thousand-yen form = 10 000 yen).'),
    case_sensitive: z.boolean().default(false).describe('Match case-sensitively (codes like `NOK`, symbols). Default: case-insensitive.'),
    attached: z
      .boolean()
      .default(false)
      .describe(
        'Read only right after the figure, with no space between (`40.3C`): a letter that stands apart is a word or a grade (`grade 5 C`). Default: spaces allowed.',
      ),
    closing_forms: Words.min(1)
      .optional()
      .describe(
        'With `position: before`: the unit is read only where one of these words follows the figure, and the figure reads to its end (a CJK per-hour word before the figure and a length after it: a speed in km/h). Optional.',
      ),
    compound_only: z
      .boolean()
      .default(false)
      .describe(
        'Read only as one part of a quantity written in parts of one base (`1 h 30 min`, `6 min 17 s`): alone, a one-letter hour or second is a word or another unit. Default: false.',
      ),
    only_beside_family: z
      .boolean()
      .default(false)
      .describe(
        'Read as this unit only where its sentence also has a figure of the same family in another unit (`points` are percentage points beside a per cent: `fell from 62% to 59%, 3 points`); elsewhere the figure is a bare count (`finished on 90 points`), which may be read as this unit where its sentence finds nothing. Default: false.',
      ),
    // Units with the same base convert exactly; forms that must not convert (`business days`) go in an entry without it.
    base: Word.optional().describe('Optional exact conversion: the unit this one is a multiple of (`week`: base `second`).'),
    factor_to_base: z.number().positive().optional().describe('How many `base` units this unit is (`week`: 604800 seconds).'),
    offset_to_base: z
      .number()
      .optional()
      .describe(
        "Added after the factor, for a scale whose zero is not its base's (`fahrenheit`: base `celsius`, factor 5/9, offset −160/9). A unit with an offset is converted by value (40 °C is 104 °F), never as a multiple of its base.",
      ),
    approximate_length: z
      .strictObject({
        unit: Word.describe('The unit the length is given in (`day`).'),
        min: z.number().positive().describe('Shortest length (28).'),
        max: z.number().positive().describe('Longest length (31).'),
      })
      .optional()
      .describe('A unit whose length varies, in another unit: a month is 28–31 `day`s, a year 365–366. Converts approximately.'),
  });

  /** `units`: unit words, symbols and codes (the units pack holds language-neutral ones, locale packs their words). */
  const UnitLexiconSchema = z.array(UnitEntrySchema);

  const BoundSide = z
    .strictObject({
      before: Words.default([]).describe('Words right before the figure.'),
      after: Words.default([]).describe('Words right after the figure.'),
    })
    .prefault({});

  /** `hedges`: words that mark a figure as approximate. */
  const HedgeLexiconSchema = z.strictObject({
    before: Words.default([]).describe('Hedge words right before a figure (`about`, `approximately`, `~`).'),
    after: Words.default([]).describe('Hedge words right after a figure (`or so`, `or thereabouts`).'),
    bounds: z
      .strictObject({
        above: BoundSide.describe('Words that put the quantity just above the figure.'),
        below: BoundSide.describe('Words that put the quantity just below the figure.'),
        flat: BoundSide.describe(
          'Words that state the figure flatly though a bound word is inside them (`aldri mer enn 520 kr` states a ceiling of 520, not a quantity above it): the earliest word wins, so the bound inside is not read.',
        ),
      })
      .prefault({})
      .describe(
        "Bound words: the quantity lies just above (`just over`) or just below the figure (`just under`). Read by the declared-facts judge, which takes a bound as true when the value lies on its side within the figure's precision. Optional.",
      ),
  });

  /** `ranges`: how a range of two figures is written. */
  const RangeGrammarSchema = z.strictObject({
    infix: Words.default([]).describe('Connectors between the two figures: `–`, `-`, `to`, a wave dash.'),
    templates: z
      .array(z.string().regex(/\{a\}[\s\S]*\{b\}/, 'expected a template with {a} before {b}'))
      .default([])
      .describe('Surrounding forms: `between {a} and {b}`, `from {a} to {b}`.'),
    list_joiners: Words.default([]).describe(
      'Words joining two figures of a list, no range, where the first takes the scale and unit written on the second (`37.1 and 33.8 million` is 37.1 million and 33.8 million). Optional.',
    ),
    alternatives: Words.default([]).describe(
      'Words joining two figures or dates an answer offers as alternatives (`25 or 26`, `1871 or 1872`): one claim that holds where either holds. Optional.',
    ),
    change_by: Words.default([]).describe(
      "Words before a figure that may make it the size of a change (`by` in `rose by $25 to $50`): an answer's range joined after one, its low end written with its own unit, is also read as the change and the level it reached, when the context backs no range reading (`rise by $5 to $10` stays a range where it is one). Optional.",
    ),
  });

  /** `sentences`: where a sentence ends, and where a full stop does not end one. */
  const SentenceRulesSchema = z.strictObject({
    terminators: z
      .array(Mark)
      .min(1)
      .describe('Characters that end a sentence (`.`, `!`, `?`, and a full-width full stop in CJK): marks, never a letter.'),
    questions: z
      .array(Mark)
      .default([])
      .describe(
        'The terminators that end a question (`?`, and the full-width one in CJK): a sentence ending with one asks and states nothing, so it backs no statement of an answer. Optional.',
      ),
    abbreviations: Words.default([]).describe('Abbreviations whose full stop does not end a sentence (`approx.`, `e.g.`, `Dr.`).'),
    leading_abbreviations: Words.default([]).describe(
      'Abbreviations that always lead into a following word (`e.g.`, `cf.`): their full stop never ends a sentence, not even before a capital (`e.g. London`), where another lower-case abbreviation before a capital is taken as the end (`… 90 min. Next`). Written in lower case; also matched with a capital first letter. Optional.',
    ),
    ordinal_day_before_month: z
      .boolean()
      .default(false)
      .describe('A number followed by a full stop before a month name is a day (`1. May` where a day is written with a dot), not an end.'),
    clause_separators: Words.default([]).describe(
      'Where a sentence divides into clauses (`,`, `;`, `while`); words match whole. Optional.',
    ),
    condition_openers: Words.default([]).describe(
      'Words that open a clause as a condition of the rest of its sentence (`if`, `when`): the words of such a clause hold for the whole sentence, and bind its figure to no other subject than the words right beside it. Matched whole, without case. Optional.',
    ),
    condition_endings: Words.default([]).describe(
      'Endings that close a clause as a condition of the rest of its sentence, right before its separator, in a script without spaces (a Japanese conditional verb ending): read as `condition_openers` are. Optional.',
    ),
  });

  /** Words around a figure that mark it as one end of a change (`from`, `to`), and the words before them that make them no such mark (`compared to`, `apart from`). */
  const ChangeEndMarks = z
    .strictObject({
      before: Words.default([]).describe('Words right before the figure (a hedge may stand between).'),
      after: Words.default([]).describe('Words right after the figure, in a script without spaces (a particle).'),
      not_after: Words.default([]).describe(
        'Words right before a `before` word that make it no mark of a change (`compared to`, `up to`, `apart from`).',
      ),
    })
    .prefault({});

  /** `polarity`: direction words whose swap reverses a statement, and negation. */
  const PolarityLexiconSchema = z
    .strictObject({
      pairs: z
        .array(z.tuple([Words.min(1), Words.min(1)]))
        .default([])
        .describe('Pairs of opposites, each side a list of forms: `[[increase, increased, increases], [decrease, …]]`.'),
      outcome_pairs: z
        .array(z.tuple([Words.min(1), Words.min(1)]))
        .default([])
        .describe(
          'Pairs of opposites that tell an outcome, not a change (`[[approved, …], [rejected, …]]`, kept / scrapped): swapped, they reverse a statement as `pairs` do, but they give the figures of their sentence no direction of change ("in the year ended June 30, revenue was $120 million, up from $100 million" is a rise). Optional.',
        ),
      before_figure: z
        .strictObject({
          words: Words.default([]).describe('Forms listed in `pairs` that are direction words only right before a figure.'),
          links: Words.default([]).describe('Words that may stand between such a form and its figure (`by` in `down by 1.8%`).'),
          not_after: Words.default([]).describe(
            'Words right before such a form that make it a particle of their verb, no direction (`made` in `made up 40%`, a share). Optional.',
          ),
        })
        .prefault({})
        .describe(
          'Direction words that state a change only right before a figure (`down 1.8%`, `up by 5 per cent`), and are adverbs elsewhere ("sign up", "down the road"). A figure followed by a dash and another figure (a score, `up 2-0`) is none. Optional.',
        ),
      sign_words: Words.default([]).describe(
        'Forms listed in `pairs` that name the sign of an amount (profit, loss, surplus, deficit), no change: a figure in per cent whose sentence states its direction with these alone may still be a share of two context amounts (`operating profit margin 7.5 %` is profit over revenue). Optional.',
      ),
      level_change: z
        .strictObject({
          pair: z
            .number()
            .int()
            .min(0)
            .optional()
            .describe('The index in `pairs` of the pair that states a rise or a fall of a level (up / down), not a sign or a comparison.'),
          from: ChangeEndMarks.describe(
            'What marks the level a change started from (`from` before it; a particle after it in a script without spaces).',
          ),
          to: ChangeEndMarks.describe(
            'What marks the level a change reached (`to` before it; a particle after it in a script without spaces).',
          ),
        })
        .prefault({})
        .describe(
          "A change stated with the level it reached and the level it started from (`rose to 21.7% from 24.2%`, `increased from 24.2% to 21.7%`): the pair's direction word must agree with the two levels' difference, and a sentence where it does not is wrong whatever the context says. Optional: without `pair`, not read.",
        ),
      negations: Words.default([]).describe('Negation words (`not`, `never`): a negated direction word is a reversal.'),
      affirming: Words.default([]).describe(
        'Forms that hold a negation word and still affirm (an obligation, "must", written as "if one does not, it will not do"; "not only"; "no doubt"): a negation inside one of them is not a negation. Optional.',
      ),
      negation_adverbs: Words.default([]).describe(
        'Words that may stand between a negation and the figure it denies ("no longer $12,000"); read by the declared-facts judge. Optional.',
      ),
    })
    .refine(
      (lexicon) => lexicon.before_figure.words.every((word) => lexicon.pairs.some((pair) => pair.some((side) => side.includes(word)))),
      {
        message: 'every `before_figure` word must be a form listed in `pairs` (the pair gives it its direction)',
        path: ['before_figure', 'words'],
      },
    )
    .refine((lexicon) => lexicon.sign_words.every((word) => lexicon.pairs.some((pair) => pair.some((side) => side.includes(word)))), {
      message: 'every `sign_words` word must be a form listed in `pairs` (the pair gives it its direction)',
      path: ['sign_words'],
    });

  /**
   * `contrasts`: words that set two groups against each other in a phrase: over / under an age,
   * before / after a date, with / without children. Each pair has two sides, each a list of words;
   * swapping a word for one of the other side names the other group ("over 25" → "under 25").
   */
  const ContrastLexiconSchema = z.strictObject({
    pairs: z
      .array(z.tuple([Words.min(1), Words.min(1)]))
      .default([])
      .describe('Pairs of words naming two groups against each other (`[[over], [under]]`).'),
  });

  /**
   * `roles`: words that give a figure beside a declared fact's anchor another role than the fact's
   * value (read by the declared-facts judge only): the size of a change, a margin over the quantity,
   * an amount of another period, a total, a past value, or the value of a quantity the anchor's
   * qualifier names.
   */
  const Period = z.enum(['hour', 'day', 'week', 'month', 'year']);
  const FigureRolesSchema = z.strictObject({
    change: z
      .strictObject({
        before: Words.default([]).describe(
          'Words right before a figure that make it the size of a change, never a level (`by` in `cut by 0.25%`).',
        ),
        before_after_verb: Words.default([]).describe(
          'Words right before a figure that make it the size of a change only after one of `verbs` in the same clause (a word that also means "with": "rose with 202", but "a loan with 5% interest"). Optional.',
        ),
        verbs: Words.default([]).describe(
          'Words that state a change (`rose`, `cut`): they make a `before_after_verb` word a change, and a `from` range in their sentence a change from one level to another. Optional.',
        ),
        after: Words.default([]).describe(
          'Words right after a figure (its unit included) that make it the size of a change, where the verb follows its amount (a raise verb right after `0.25%`, not after `0.75%` and a particle for "to"). Optional.',
        ),
        from: Words.default([]).describe(
          'Words that open a range (`from` in `from £174.50 to £180`): in a sentence that states a change (one of `verbs`, or a figure after a change word) the range is a change, its high end the level reached and its low end a past level. Optional.',
        ),
        to_after: Words.default([]).describe(
          'Words right after a range that make it a change from its low end to its high end, whatever the sentence (a particle that marks the level reached). Optional.',
        ),
      })
      .prefault({})
      .describe('The size of a change is no level of the quantity: "cut Bank Rate by 0.25%". Optional.'),
    margins: z
      .array(
        z
          .string()
          .regex(/^(\{anchor\}[\s\S]*\{figure\}|\{figure\}[\s\S]*\{anchor\})[\s\S]*$/, 'expected {anchor} and {figure} in a template'),
      )
      .default([])
      .describe(
        'Templates that set a figure against the anchor as a margin, not its value: `{anchor} plus {figure}`, `{figure} above {anchor}`, and text after the second, where a verb follows its object. The anchor there names the base of another quantity, so its sentence does not state the fact. Optional.',
      ),
    periods: z
      .array(
        z.strictObject({
          period: Period.describe('The period the words name.'),
          forms: Words.default([]).describe(
            'Words that name the period in a claim ("monthly", "per month") and right after a figure ("£35 a month"); a figure of another period than its fact states another amount.',
          ),
          before: Words.default([]).describe(
            'Words right before a figure that name its period (a word for "every month" before the amount). Optional.',
          ),
        }),
      )
      .default([])
      .describe(
        "Words that name an amount's period: a figure stated for another period than the fact's (`£23,616 a year` for a monthly fact) is another amount, worked from it. Optional.",
      ),
    totals: Words.default([]).describe(
      'Words that make the figures of their clause a total (`til sammen`, `in total`): a sum over several people or months is no rate per one, unless the claim itself says total. Optional.',
    ),
    past: z
      .strictObject({
        words: Words.default([]).describe('Words that put the figure next to them in the past (`previously`). Optional.'),
        since: Words.default([]).describe(
          'Words right before (or right after, in a script that writes them after) an earlier year that keep the value current (`since 2017`). Optional.',
        ),
      })
      .prefault({})
      .describe(
        "A figure next to an earlier year than its fact's, or to a past relative year (`dates.relative_years` below zero) or one of `words`, is a past value, not the fact. Optional.",
      ),
    qualifiers: z
      .strictObject({
        determiners: Words.default([]).describe(
          'Words that open a noun phrase (`the`, `your`): a word between one and the anchor qualifies it (`the Junior ISA allowance`). Optional.',
        ),
        endings: Words.default([]).describe(
          'Endings a word between a determiner and the anchor must have to qualify it, where the language marks an adjective after a determiner so (a Norwegian adjective ends in `e` there; a verb after a pronoun such as "this is" or "it applies" then qualifies nothing). Optional.',
        ),
        links_after: Words.default([]).describe(
          'Words after the anchor that attach a qualifier (`for` in `the passport fee for a child`). Optional.',
        ),
        links_before: Words.default([]).describe(
          'Marks between a qualifier and the anchor after it in a script without spaces (a genitive particle). Optional.',
        ),
        generic: Words.default([]).describe(
          'Words that qualify without naming another quantity (`annual`, `current`, `standard`): never a qualifier. Optional.',
        ),
      })
      .prefault({})
      .describe(
        "An anchor qualified by a word the fact's claim and anchors lack (`Junior ISA allowance` for the ISA allowance) names another quantity: its figures state the fact only when they are its value. Optional.",
      ),
  });

  /** `entities`: what the entity extractor needs of a language. */
  const EntityRulesSchema = z.strictObject({
    stopwords: Words.default([]).describe('Words that start sentences or are capitalised without naming anything (`The`, `I`, `It`).'),
    org_suffixes: Words.default([]).describe('Organisation suffixes that belong to a name (`Inc.`, `Ltd`, `GmbH`).'),
    org_word_endings: Words.default([]).describe(
      "Endings that make one capitalised word an institution's name, in a language that writes it as one compound (`direktoratet` in `Helsedirektoratet`). Optional.",
    ),
    identifier_prefixes: Words.default([]).describe(
      'Markers that make the figure after or before them an identifier (`article`, `§`, `ISO`, `No.`).',
    ),
    identifier_suffixes: Words.default([]).describe(
      'Markers right after a figure that make it an identifier (an article or number word written after the figure).',
    ),
    identifier_same_qualifiers: Words.default([]).describe(
      'Words written right before an article number, in a script without spaces, that refer back to the law named before it ("the same act"): the article is read as an article of the last law the text names before it. Optional.',
    ),
    letter_spellings: z
      .record(z.string().length(1, 'expected one letter'), Words.min(1))
      .default({})
      .describe(
        'How the language writes letters of other alphabets in names (a letter, lower case, to the spellings that stand for it: a slashed o as `o` or `oe`): a name that differs from a context name only by such spellings, or by letters written without their accents, is that name. Optional.',
      ),
    person_cues: z
      .strictObject({
        before: Words.default([]).describe('Cues right before a name (`director`, `Dr.`).'),
        after: Words.default([]).describe('Cues right after a name (an honorific).'),
        titles_after: Words.default([]).describe(
          'Titles right after a name that follow a department as often (a section chief): in a script without spaces the run before one is read as a name only when it is as long as a full name (three or four characters), and never accused of being unsupported.',
        ),
      })
      .prefault({})
      .describe(
        "Words that mark the capitalised name next to them as a person's (`director`, `Dr.` before; an honorific after). Optional.",
      ),
  });

  /** `quotes`: quotation mark pairs. */
  const QuoteMarksSchema = z
    .array(z.tuple([Mark, Mark]))
    .describe('Pairs of opening and closing quotation marks (`["“", "”"]`): marks, never a letter.');

  /** `inflection`: suffixes a short anchor may take (`tax` → `taxes`) and endings that make a word from a name, for spaced scripts. */
  const InflectionSchema = z.strictObject({
    suffixes: z.array(z.string()).describe('Endings a short anchor may take (`s`, `es`, `en`, `et`).'),
    name_endings: z
      .array(z.string())
      .default([])
      .describe(
        'Endings that make a word from a name (`Africa` → `African`, `York` → `Yorker`): a name written with one is the same name in another form, never a changed surname (the same holds for the endings in `suffixes`). Optional.',
      ),
    spellings: z
      .array(z.tuple([z.string().min(1), z.string()]))
      .default([])
      .describe(
        'Two spellings of one part of a word, either written for the other (British and American English: `["our", "or"]` for `harbour` and `harbor`, `["tre", "ter"]` for `centre` and `center`): a name spelt the other way is the same name, never a changed surname. Optional.',
      ),
    irregular: z
      .record(Word, Word)
      .default({})
      .describe(
        'Irregular forms and the word they are read as when two sentences are compared for their subject (`broke: break`, so "broke up" and "breakup" tell one event). In a script without spaces a form is replaced where it stands in a run (a Japanese form with okurigana read as the official form without it). Optional.',
      ),
  });

  /**
   * `phones`: shapes of phone numbers, as digit-group patterns: `"3 2 3"` means three digits, a space,
   * two, a space, three; `"+47 8"` a literal prefix then eight digits. No regular expressions: a pack
   * cannot supply a pattern that backtracks.
   */
  const PhoneShapesSchema = z.strictObject({
    shapes: z
      .array(z.string().regex(/^(\+?\d*\s)?[\d\s()\-.+]+$/, 'expected digit-group counts separated by spaces or dashes'))
      .default([])
      .describe(
        'Digit-group shapes: `"3 2 3"` is three digits, a space, two, a space, three; `"+47 8"` a literal prefix then eight digits.',
      ),
    cues: Words.default([]).describe('Words that introduce a phone number (`phone`, `tel.`).'),
  });

  /**
   * `aliases`: names that denote the same entity. A locale pack lists a language's abbreviations and
   * titles (`CEO` for chief executive), a domain pack its agencies and benefits (`NAV`).
   */
  const AliasListSchema = z.array(
    z.strictObject({
      canonical: z.string().min(1).describe('The name as the context may write it in full.'),
      variants: z
        .array(z.string().min(1))
        .min(1)
        .describe('Other names for it (acronyms, old names, titles) that count as the same entity.'),
    }),
  );

  return {
    locale: LocaleInfoSchema,
    numbers: NumberGrammarSchema,
    dates: DateGrammarSchema,
    units: UnitLexiconSchema,
    hedges: HedgeLexiconSchema,
    ranges: RangeGrammarSchema,
    sentences: SentenceRulesSchema,
    polarity: PolarityLexiconSchema,
    entities: EntityRulesSchema,
    quotes: QuoteMarksSchema,
    inflection: InflectionSchema,
    phones: PhoneShapesSchema,
    aliases: AliasListSchema,
    contrasts: ContrastLexiconSchema,
    roles: FigureRolesSchema,
    scriptRules: ScriptRulesSchema,
    unitFamily: UnitFamily,
    unitEntry: UnitEntrySchema,
  };
}

export type LocaleDataSchemas = ReturnType<typeof buildLocaleDataSchemas>;
let built: LocaleDataSchemas | undefined;

export function localeDataSchemas(): LocaleDataSchemas {
  built ??= buildLocaleDataSchemas();
  return built;
}

export type ScriptRules = z.output<LocaleDataSchemas['scriptRules']>;
export type UnitFamily = z.infer<LocaleDataSchemas['unitFamily']>;
export type UnitEntry = z.infer<LocaleDataSchemas['unitEntry']>;

/**
 * A data kind whose schema is built on first use. Its `version` keys the compiled-pack cache in
 * place of the schema, so a fresh process with every pack cached builds no schema: it is the
 * fingerprint of the schema it was written for (kernel schemaFingerprint), and the clone's
 * test/data-kind-versions.test.ts fails until it is set anew after any change to the schema.
 */
function lazyKind(name: keyof LocaleDataSchemas, description: string, combine: DataKind['combine'], version: string): DataKind {
  return {
    name,
    description,
    combine,
    version,
    get schema() {
      return localeDataSchemas()[name];
    },
  };
}

export const TEXT_DATA_KINDS: readonly DataKind[] = [
  lazyKind('locale', 'language id, name and script', 'single', 'd99fa2ba8ed31e90'),
  lazyKind('numbers', 'number grammar', 'single', '69e4e5f4c18d2462'),
  lazyKind('dates', 'month names, date templates, eras, relative words', 'single', '8b405f4cae40a827'),
  lazyKind('units', 'unit words, symbols and codes by family', 'list', 'f50f16e068e033bd'),
  lazyKind('hedges', 'hedge words before and after a figure', 'single', '7e143a4fe59ae7f1'),
  lazyKind('ranges', 'range connectors and templates', 'single', '96523c3b96662798'),
  lazyKind('sentences', 'sentence terminators and abbreviations', 'single', '90afd0fbc6fd5929'),
  lazyKind('polarity', 'antonym pairs and negation words', 'single', 'e3d8ce518e6a428b'),
  lazyKind('entities', 'entity stopwords, organisation suffixes, identifier markers', 'single', 'a45a337944166550'),
  lazyKind('quotes', 'quotation mark pairs', 'list', '79c2ced099721a22'),
  lazyKind('inflection', 'suffixes a short anchor may take, endings that make a word from a name, spellings', 'single', 'baa6942cb41d9bdb'),
  lazyKind('phones', 'phone-number shapes and cue words', 'single', 'ff6a22e87c3cde3f'),
  lazyKind('aliases', 'names that denote the same entity', 'list', 'f3ab1fe792063bb9'),
  lazyKind(
    'contrasts',
    'word pairs that set two groups against each other (over/under, before/after, with/without)',
    'single',
    'b7f9ae0a97f99a63',
  ),
  lazyKind(
    'roles',
    "words that give a figure beside a fact's anchor another role than its value (a change, a margin, another period, a total, the past, a qualified quantity)",
    'single',
    'c0bfebcd530a77c6',
  ),
];

/** Everything the readers know about one language, assembled from a locale pack and the units pack. */
export interface LocaleData {
  id: string;
  name: string;
  /** The scripts the language is written in and how each cuts words (`locale.scripts`, or what `locale.script` stands for). */
  scripts: Partial<Record<ScriptName, ScriptRules>>;
  /** Where a negation stands relative to what it denies. */
  negation: 'before' | 'after' | 'both';
  /** Claims of facts may be written in this language in a scenario of any language (`locale.fact_claims`). */
  factClaims: boolean;
  numbers: z.output<LocaleDataSchemas['numbers']>;
  dates: z.output<LocaleDataSchemas['dates']>;
  units: UnitEntry[];
  hedges: z.output<LocaleDataSchemas['hedges']>;
  ranges: z.output<LocaleDataSchemas['ranges']>;
  sentences: z.output<LocaleDataSchemas['sentences']>;
  polarity: z.output<LocaleDataSchemas['polarity']>;
  entities: z.output<LocaleDataSchemas['entities']>;
  quotes: [string, string][];
  inflection: z.output<LocaleDataSchemas['inflection']>;
  phones: z.output<LocaleDataSchemas['phones']>;
  contrasts: z.output<LocaleDataSchemas['contrasts']>;
  roles: z.output<LocaleDataSchemas['roles']>;
}
