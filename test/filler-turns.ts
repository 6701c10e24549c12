/**
 * Context texts as a transcript gives them, every turn a text: `count` turns of one filler
 * sentence in the language, with the texts that matter placed at their turn numbers. The
 * many-texts tests place what a claim needs among them, to show the first turn that holds it is
 * cited, as when every text was asked in turn.
 */
export const FILLER = {
  en: 'The meeting started at nine and ran until noon.',
  nb: 'Møtet startet klokka ni og varte til tolv.',
  ja: '会議は九時に始まり、正午まで続いた。',
};

/** `count` turns (`turn-1` …) of filler, with `placed` texts at their turn numbers. */
export function fillerTurns(lang: keyof typeof FILLER, count: number, placed: Record<number, string>): [string, string][] {
  return Array.from({ length: count }, (_, i) => [`turn-${i + 1}`, placed[i + 1] ?? FILLER[lang]]);
}
