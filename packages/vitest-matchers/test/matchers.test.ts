import { describe, expect, test } from 'vitest';
import { factlintMatchers } from '@factlint/vitest';

expect.extend(factlintMatchers);

const context = 'Acme Corp reported revenue of $120.0 million for the third quarter of 2026, up from $100.0 million a year earlier.';

describe('toBeGroundedIn', () => {
  test('passes when every claim is in the context', async () => {
    await expect('Acme Corp reported revenue of $120.0 million for the third quarter of 2026.').toBeGroundedIn(context);
  });

  test('fails on a contradicted figure, and the message shows the claim, its span and what the context has', async () => {
    const failing = expect("Acme Corp's third-quarter revenue fell to $102.0 million.").toBeGroundedIn(context);
    await expect(failing).rejects.toThrow(/expected the answer to be grounded in the context \(verdict pass\), but its verdict is block/);
    await expect(expect("Acme Corp's third-quarter revenue fell to $102.0 million.").toBeGroundedIn(context)).rejects.toThrow(
      /- contradicted NUMERIC "\$102\.0 million" at \[42, 56\); the context has (?:100000000|120000000) \(numeric\.[a-z-]+\)/,
    );
  });

  test('supported claims are not listed among the offending ones', async () => {
    const error = await expect('Acme Corp reported revenue of $120.0 million and hired 45 engineers.')
      .toBeGroundedIn(context)
      .catch((e: Error) => e);
    expect(String(error)).toMatch(/unsupported NUMERIC "45"/);
    expect(String(error)).not.toMatch(/supported NUMERIC "\$120\.0 million"/);
  });

  test('accept: a retry may be acceptable to a caller', async () => {
    await expect('Acme Corp reported revenue of $120.0 million and hired 45 engineers.').toBeGroundedIn(context, {
      accept: ['pass', 'annotate', 'retry'],
    });
  });

  test('.not: passes on an ungrounded answer, fails on a grounded one listing its claims', async () => {
    await expect('Revenue fell to $102.0 million.').not.toBeGroundedIn(context);
    await expect(expect('Revenue was $120.0 million.').not.toBeGroundedIn(context)).rejects.toThrow(
      /not to be grounded[\s\S]*supported NUMERIC "\$120\.0 million"/,
    );
  });

  test('a conversation: the claims of every assistant turn, the user turns as context', async () => {
    const conversation = [
      { role: 'user' as const, content: 'Was revenue $120.0 million?' },
      { role: 'assistant' as const, content: 'Yes, revenue was $120.0 million.' },
    ];
    await expect(conversation).toBeGroundedIn(context);
  });

  test('Norwegian and Japanese answers, with the locale given per call', async () => {
    await expect('Inntektene var 130 160 kroner i 2025.').toBeGroundedIn('Inntektene var 130 160 kroner i 2025.', { locale: 'nb' });
    await expect(expect('売上高は12億円でした。').toBeGroundedIn('売上高は15億円でした。', { locale: 'ja' })).rejects.toThrow(
      /contradicted NUMERIC "12億円"/,
    );
  });
});

describe('toStateFacts', () => {
  const facts = [
    { id: 'grunnbelop-2026', claim: 'Grunnbeløpet (G), fra 1. mai 2026', value: 136549, unit: 'NOK', anchors: ['grunnbeløp'] },
    {
      id: 'aap-maks',
      claim: 'Høyeste grunnlag for arbeidsavklaringspenger (6G)',
      value: 819294,
      unit: 'NOK',
      anchors: ['Høyeste grunnlag'],
    },
  ];

  test('passes when every fact is stated with its declared value', async () => {
    await expect('Grunnbeløpet er 136 549 kroner. Høyeste grunnlag er 819 294 kroner.').toStateFacts(facts, { locale: 'nb' });
  });

  test('fails on a wrong or missing fact, naming each with declared and stated values', async () => {
    const conversation = [
      { role: 'user' as const, content: 'Hva er G, og hva er høyeste grunnlag?' },
      { role: 'assistant' as const, content: 'Grunnbeløpet er 136 549 kroner. Høyeste grunnlag er 780 960 kroner.' },
    ];
    await expect(expect(conversation).toStateFacts(facts, { locale: 'nb' })).rejects.toThrow(
      /but 1 of 2 is not:\n {2}- wrong aap-maks: declared 819294 NOK, stated 780960 \(facts\.[a-z-]+\)$/,
    );
    await expect(expect('Grunnbeløpet er 136 549 kroner.').toStateFacts(facts, { locale: 'nb' })).rejects.toThrow(
      /- not_stated aap-maks: declared 819294 NOK, stated nothing/,
    );
  });

  test('an answer that states nothing never passes (silence is not a pass)', async () => {
    await expect(expect('Det vet jeg ikke.').toStateFacts(facts, { locale: 'nb' })).rejects.toThrow(/2 of 2 are not/);
  });
});

test('a value that is neither an answer nor a conversation is a clear error', async () => {
  await expect(expect(42).toBeGroundedIn(context)).rejects.toThrow(/expected an answer \(a string\) or a conversation/);
});
