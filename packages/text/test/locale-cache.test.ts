import { describe, expect, it } from 'vitest';
import type { LocaleData } from '../src/locale-data.js';
import { OwnCaches, PerObjectMap, perLocale, perObject } from '../src/locale-cache.js';

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

// A value cached for an object made per call is kept on the object itself (an OwnCaches), not in a
// WeakMap entry that keeps it alive through a minor collection; any other key still gets a WeakMap.
describe('PerObjectMap: values kept on the key when it has a place for them', () => {
  class Text extends OwnCaches {
    constructor(
      readonly id: string,
      readonly source: string,
    ) {
      super();
    }
  }
  const answer = () => new Text('answer', 'Revenue rose 12% to NOK 4.1 billion in 2025.');

  it.each([
    ['a key with its own caches', answer],
    ['a plain object', () => ({ id: 'context', source: 'Omsetningen økte med 12 prosent.' })],
    ['a frozen object', () => Object.freeze({ id: 'doc-1', source: '売上高は12%増えた。' })],
  ])('%s: each map keeps its own value per key', (_, make) => {
    const sentences = new PerObjectMap<object, number>();
    const words = new PerObjectMap<object, string>();
    const [a, b] = [make(), make()];
    expect(sentences.get(a)).toBeUndefined();
    sentences.set(a, 1).set(b, 2);
    words.set(a, 'revenue');
    expect([sentences.get(a), sentences.get(b), words.get(a), words.get(b)]).toEqual([1, 2, 'revenue', undefined]);
  });

  it('keeps the value on the key, out of sight: its keys stay its own, and a spread copy shares none', () => {
    const map = new PerObjectMap<object, string>();
    const text = answer();
    map.set(text, 'cached');
    const copy = { ...text };
    expect(Object.keys(text)).toEqual(['id', 'source']);
    expect(OwnCaches.of(text)).toContain('cached');
    expect(OwnCaches.of(copy)).toBeUndefined();
    expect(map.get(copy)).toBeUndefined();
    expect(map.get(text)).toBe('cached');
  });

  it('maps made past the slots a key can hold keep their values elsewhere, and every value is found', () => {
    const text = answer();
    const maps = Array.from({ length: 600 }, () => new PerObjectMap<object, number>());
    for (const [k, map] of maps.entries()) map.set(text, k);
    expect(maps.map((map) => map.get(text))).toEqual(maps.map((_, k) => k));
    const own = OwnCaches.of(text);
    expect(own).toBeDefined();
    expect(own?.length).toBeLessThanOrEqual(512);
  });

  it('perObject runs a step once per key, host or not', () => {
    let runs = 0;
    const step = perObject((text: { source: string }) => `${text.source.length}:${++runs}`);
    const [host, plain] = [answer(), { source: 'Prisen var 120 kroner.' }];
    expect([step(host), step(plain), step(host), step(plain)]).toEqual(['44:1', '22:2', '44:1', '22:2']);
  });
});
