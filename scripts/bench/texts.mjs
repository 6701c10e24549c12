// The bench's own texts: a news-summary sentence and the source it summarises, repeated to any size.
// The 2k, 20k and sizes rows and the instruction-count workload are all made of them.
export const sentenceEn = 'Acme Corp reported revenue of $120.0 million in 2026, up 20% from $100.0 million on 14 October 2025. ';
export const contextEn =
  'Acme Corp reported revenue of $120.0 million for 2026, up from $100.0 million a year earlier, on 14 October 2025. ';
/** `unit` repeated and cut to `size` characters. */
export const textOf = (unit, size) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
