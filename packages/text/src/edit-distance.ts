/**
 * The Levenshtein distance between two texts, counted in UTF-16 code units. ENTITY, QUOTE and URL
 * each bundled their own copy of fastest-levenshtein (three copies of one library in a verify, each
 * with its own 256 KB table); the text package holds the one copy every claim type shares, a
 * third-party one included.
 */
export { distance as editDistance } from 'fastest-levenshtein';
