import { describe, expect, it } from 'vitest';
import type { LocaleData } from '../src/locale-data.js';
import { perLocale } from '../src/locale-cache.js';

// perLocale compiles once per locale; a table written as an object literal comes back as an object of
// the step's own kind (same keys, same values, in order), anything else as the step made it.
describe('perLocale: one compile per locale, plain tables of the step’s own kind', () => {
  const locale = (id: string) => ({ id }) as unknown as LocaleData;
  const en = locale('en');
  const ja = locale('ja');

  it('compiles once per locale object', () => {
    let runs = 0;
    const step = perLocale((l: LocaleData) => ({ id: l.id, run: ++runs }));
    expect([step(en), step(en), step(ja)].map((t) => [t.id, t.run])).toEqual([
      ['en', 1],
      ['en', 1],
      ['ja', 2],
    ]);
    expect(step(en)).toBe(step(en));
  });

  it('returns a plain table with its keys and values in order, of one prototype per step', () => {
    const list = ['a'];
    const step = perLocale((l: LocaleData) => ({ id: l.id, list, size: 2 }));
    const other = perLocale((l: LocaleData) => ({ id: l.id, list, size: 2 }));
    const table = step(en);
    expect(Object.entries(table)).toEqual([
      ['id', 'en'],
      ['list', list],
      ['size', 2],
    ]);
    expect(table.list).toBe(list);
    expect(Object.getPrototypeOf(step(ja))).toBe(Object.getPrototypeOf(table));
    expect(Object.getPrototypeOf(other(en))).not.toBe(Object.getPrototypeOf(table));
    expect(Object.hasOwn(table, 'id')).toBe(true);
    expect({ ...table }).toEqual({ id: 'en', list, size: 2 });
  });

  it('returns arrays, maps, regular expressions, class instances and tables with getters as they are', () => {
    class Table {
      id = 'x';
    }
    const made = [[1], new Map([[1, 2]]), /x/u, new Table(), Object.create(null) as object];
    const withGetter = {
      get lazy() {
        return 1;
      },
    };
    const hidden = Object.defineProperty({ shown: 1 }, 'hidden', { value: 2, enumerable: false });
    for (const value of [...made, withGetter, hidden]) expect(perLocale(() => value)(en)).toBe(value);
  });
});
