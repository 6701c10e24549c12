// The bench's `scans` section: contexts against which one claim used to cost a pass over the whole
// context, so that a long answer against a long context cost the product of the two:
// - a quotation against a context with no sentence end (a log, a table dumped as text, a transcript
//   without punctuation), the one passage the quote is aligned in: near a stretch of it but not in it
//   word for word, so QUOTE looks for the window that fits it best;
// - names an answer repeats, against a context of many names (a staff list): ENTITY looks each one
//   up in the context and, when it is not there, scores the context's names for the nearest;
// - quotations against a context of many quoted sentences: QUOTE picks each one's candidate
//   sentences by its rarest letter pairs, a bounded number per quote;
// - links against a context of many links on one site (a list of reports): URL looks each up;
// - Japanese change statements against a context that repeats one sentence (boilerplate, a table
//   read as text): QUOTE's statement check finds more sentences sharing even the rarest letter
//   pairs than it compares, and stops there (it once compared 256 of them per statement, and
//   looked 512 characters around each figure for white space a Japanese text does not have).
// - figures against a transcript of many short turns, every turn a context text, no figure found:
//   NUMERIC's other forms (a year, words, bare digits) once asked every text per claim.
// - score lines, a year and a number in words against a context of many documents, one in fifty
//   writing a result, a relative year and a spelled number: NUMERIC's score lines and spelled rivals
//   and DATE's relative years once asked every text per claim (thirty-eighth round).
// Each at two sizes, ten times apart: the time should grow about tenfold. A last row times names
// that no context name is one edit from, new in every answer (see timeNewNames).
import { ScenarioSchema } from '@factlint/kernel';
import { Engine } from '@factlint/pipeline';
import { clocked } from './clocked.mjs';
import { median } from './median.mjs';

const ROW = 'station north reading stable pressure normal crew rotated supply drop confirmed weather calm ';
const lines = (count, line) => Array.from({ length: count }, (_, i) => line(i)).join('\n');

const SHAPES = [
  {
    label: 'a quotation, context with no sentence end',
    scenario: (size) => ({
      answer: 'The log says "station north reading stable, pressure normal, crew rotated and supply drop confirmed".',
      context: ROW.repeat(Math.ceil(size / ROW.length)).slice(0, size),
    }),
  },
  {
    label: 'names, context of names',
    scenario: (size) => ({
      answer: lines(size / 1000, () => 'Anna Berg met Carl Dahl of Nordic Shipping AS in Bergen.'),
      context: lines(size / 80, (i) => `Person ${i}: Anna Berg${i} met Carl Dahl${i % 17} of Nordic Shipping${i % 5} AS in Bergen.`),
    }),
  },
  {
    label: 'quotations, context of quoted sentences',
    // At 1,000,000 characters (1,000 quotations) the exact search of the context per quotation was
    // most of a warm verify until QUOTE indexed a large context's code-unit pairs (thirty-seventh round).
    larger: 1_000_000,
    scenario: (size) => ({
      answer: lines(size / 1000, (i) => `She said "the depot in region ${i} will open in spring ${2000 + (i % 30)}".`),
      context: lines(
        size / 100,
        (i) => `The minister said: "The new depot in region ${i * 3} will open in the spring of ${2000 + (i % 30)}."`,
      ),
    }),
  },
  {
    label: 'change statements, a repeated context (ja)',
    locale: 'ja',
    scenario: (size) => ({
      answer: lines(size / 1000, (i) => `地域${i}の国内売上高は前年同期比で7%減少しました。`),
      context: lines(size / 20, () => '国内売上高は前年同期比で7%増加した。'),
    }),
  },
  {
    label: 'figures, a transcript of many turns',
    // 500,000 characters: 4,167 user turns, more than the engine keeps read between verifies
    // (2,048); until the thirty-seventh round every verify of it read every turn again.
    larger: 500_000,
    scenario: (size) => ({
      context: [],
      // Turns of about 60 characters: at 200,000 characters 1,667 user turns.
      messages: Array.from({ length: Math.round(size / 60) }, (_, i) => ({
        role: i % 2 ? 'assistant' : 'user',
        content: `The fee is ${i} kroner, up ${(i % 90) + 3} % from ${i + 7} kroner in ${1900 + (i % 100)}.`,
      })),
    }),
  },
  {
    label: 'results and years, many documents',
    scenario: (size) => ({
      answer: lines(size / 1000, (i) => `Team ${i + 900_000} signed 14 players in 2031 after the 3-1 win over Molde.`),
      // About 100 characters a document: at 200,000 characters 2,000 documents, 40 of them with a result.
      context: Array.from({ length: size / 100 }, (_, i) =>
        i % 50 === 0
          ? `Club ${i} signed twelve players the following year, after a 2-1 win in ${1990 + (i % 30)}.`
          : `Club ${i} met its members on day ${(i % 28) + 1} of the season in ${1990 + (i % 30)}.`,
      ),
    }),
  },
  {
    label: 'links, context of links',
    scenario: (size) => ({
      answer: lines(size / 500, (i) => `See https://example.org/report/${i}.`),
      context: lines(size / 50, (i) => `Report ${i} is at https://example.org/report/${i * 3}.`),
    }),
  },
];

const SYLLABLES = ['ba', 'ko', 'ri', 'ta', 'mu', 'se', 'lo', 'vi', 'da', 'ne', 'fu', 'gi', 'ha', 'jo', 'pe', 'su'];

/** Person `k` (k < 65,536): a given name of `k`'s four base-16 digits as syllables and a surname of two; no two alike. */
function person(k) {
  const syllable = (d) => SYLLABLES[d];
  const given = [k % 16, (k >> 4) % 16, (k >> 8) % 16, (k >> 12) % 16].map(syllable).join('');
  const surname = syllable((k * 5 + 1) % 16) + syllable((k * 11 + 7) % 16);
  return `${given[0].toUpperCase()}${given.slice(1)} ${surname[0].toUpperCase()}${surname.slice(1)}`;
}

/** Person `k` with the second and fourth syllables of the given name opened by x and q, letters no listed name has: two edits or more from every one. */
function unlisted(k) {
  const name = person(k);
  return `${name.slice(0, 2)}x${name.slice(3, 6)}q${name.slice(7)}`;
}

const NAMES_PER_ANSWER = 50;

/**
 * Names a context does not hold, against a context of many names: ENTITY scores each against the
 * context's names for the most alike, and keeps what it found per context, so a name asked again
 * costs nothing. Each timed verify here asks new names (an answer of 50 people, each two edits or
 * more from every one of the context's 250 or 2,500), against a context the engine has already
 * read: what a server answering many questions about one register pays. Until the thirty-eighth
 * round every such name was measured against every context name by edit distance (claim-entity
 * `nearest-names.ts`).
 */
async function timeNewNames(rounds, oneText) {
  const times = [];
  for (const size of [20_000, 200_000]) {
    const engine = new Engine();
    const people = size / 80;
    // One document per member, as a register's entries come, or the register in one text: then
    // each name is first looked up word for word in the whole text (from the context's pair index
    // once it has been searched often enough, since the thirty-eighth round).
    const entries = Array.from({ length: people }, (_, i) => `Member ${i}: ${person(i)} joined the board in Bergen.`);
    const context = oneText ? entries.join('\n') : entries;
    let next = people;
    const scenario = () => {
      const answer = Array.from({ length: NAMES_PER_ANSWER }, () => `${unlisted(next++)} joined the board in Bergen.`).join(' ');
      return ScenarioSchema.parse({ id: `names-${size}`, locale: 'en', answer, context });
    };
    // Warm: the context read and its names indexed, the code compiled.
    for (let k = 0; k < 10; k++) await engine.verify(scenario());
    const walls = [];
    for (let r = 0; r < rounds; r++) {
      const s = scenario();
      walls.push((await clocked(() => engine.verify(s))).wall);
    }
    times.push(median(walls));
  }
  return times;
}

/** `timeScenario` is the bench's own: warm until steady, then the median wall time of `rounds` verifies. */
export async function runContextScansSection({ timeScenario, ROUNDS, fmt }) {
  console.log(
    'claims against a context they used to scan whole (median per verify, warm; context 20,000 and 200,000 characters, and larger for two):',
  );
  for (const { label, locale = 'en', scenario, larger } of SHAPES) {
    const sizes = larger ? [20_000, 200_000, larger] : [20_000, 200_000];
    const times = [];
    for (const size of sizes) {
      const s = ScenarioSchema.parse({ id: `scan-${size}`, locale, ...scenario(size) });
      times.push((await timeScenario(s, Math.max(5, ROUNDS), 20)).ms);
    }
    const beyond = larger
      ? `; ${fmt(times[2])} at ${larger.toLocaleString('en')} (×${(times[2] / times[1]).toFixed(1)} for ×${larger / 200_000})`
      : '';
    console.log(`  ${label.padEnd(42)} ${fmt(times[0])} → ${fmt(times[1])} (×${(times[1] / times[0]).toFixed(1)} for ×10)${beyond}`);
  }
  for (const [label, oneText] of [
    ['new names, context of names', false],
    ['new names, names in one text', true],
  ]) {
    const names = await timeNewNames(Math.max(9, ROUNDS), oneText);
    console.log(
      `  ${label.padEnd(42)} ${fmt(names[0])} → ${fmt(names[1])} (×${(names[1] / names[0]).toFixed(1)} for ×10; ${NAMES_PER_ANSWER} names the context lacks per answer)`,
    );
  }
}
