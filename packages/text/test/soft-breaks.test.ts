import { describe, expect, it } from 'vitest';
import { joinSoftLineBreaks } from '../src/index.js';

describe('joinSoftLineBreaks: a hard-wrapped paragraph reads as one line, offsets unchanged', () => {
  it.each([
    [
      'a wrapped sentence is joined',
      'The board approved a dividend of $0.45 per share on\n14 October 2026.',
      'The board approved a dividend of $0.45 per share on 14 October 2026.',
    ],
    ['CRLF becomes two spaces', 'revenue rose to\r\n$120.0 million.', 'revenue rose to  $120.0 million.'],
    ['a blank line ends the paragraph', 'First paragraph.\n\nSecond one.', 'First paragraph.\n\nSecond one.'],
    ['list items stay lines', 'Rates:\n- 46 %\n- 95 700 kr', 'Rates:\n- 46 %\n- 95 700 kr'],
    ['a heading stays a line', '## Revenue\nUp 20 % on the year.', '## Revenue\nUp 20 % on the year.'],
    ['a bold label opens its own line', 'The rates are:\n**Cap:** 3 278 kr', 'The rates are:\n**Cap:** 3 278 kr'],
    ['table rows stay lines', '| a | b |\n| 1 | 2 |', '| a | b |\n| 1 | 2 |'],
    ['fenced code is left alone', '```\nx = 1\ny = 2\n```', '```\nx = 1\ny = 2\n```'],
    ['text without a break is returned as it is', 'One line only.', 'One line only.'],
  ])('%s', (_name, input, expected) => {
    const out = joinSoftLineBreaks(input);
    expect(out).toBe(expected);
    expect(out).toHaveLength(input.length);
  });
});
