#!/usr/bin/env node
// Measures the grounding judge on text nobody on the team wrote (README, "Measured quality").
//
//   node scripts/external-eval.mjs faithbench FOLDER [--batches 1-8] [--flags FILE] [--bytes] [--json]
//   node scripts/external-eval.mjs jhars FILE.jsonl [--ids even] [--flags FILE] [--bytes] [--json]
//
// FaithBench (vectara/FaithBench, CC BY-NC-SA) is never copied into this repository: FOLDER holds
// its `batch_N.json` files. Only batches 1–8 are our development set; 9–16 are held out, and this
// script refuses them. JHARS (cl-tohoku/JHARS, Apache-2.0): only even ids are used for
// development (eval/external/jhars-even.jsonl); odd ids are held out and refused.
//
// A flag is a claim the judge calls `contradicted` or `unsupported` under the default preset.
// `--flags FILE` writes every flag with its sample id, span, type, status, reason and whether it is
// confident (no source text) for the hand review kept in eval/external/. `any_flag` counts weak
// flags too, which annotate and do not move the verdict. `--bytes` also counts the bytes a verify
// allocates on the set, warm (as the bench's alloc row counts its own texts): per claim on real text.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createVerifier } from 'factlint';
import { fail, helpWhenAsked } from './command-line.mjs';
import { countedKilobytesPerVerify } from './bench/allocation.mjs';

const FLAG = new Set(['contradicted', 'unsupported']);
const FLAGGED_VERDICT = new Set(['retry', 'block']);

function parseArgs(argv) {
  const [kind, path, ...rest] = argv;
  const opts = { kind, path, batches: '1-8', ids: 'even', flags: null, bytes: false, json: false };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === '--batches') opts.batches = rest[++i];
    else if (a === '--ids') opts.ids = rest[++i];
    else if (a === '--flags') opts.flags = rest[++i];
    else if (a === '--bytes') opts.bytes = true;
    else if (a === '--json') opts.json = true;
    else fail(`unknown option ${a}`);
  }
  if (!['faithbench', 'jhars'].includes(kind) || !path) fail('usage: external-eval.mjs faithbench FOLDER | jhars FILE.jsonl [options]');
  return opts;
}

function batchNumbers(spec) {
  const m = /^(\d+)-(\d+)$/.exec(spec) ?? /^(\d+)$/.exec(spec);
  if (!m) fail(`--batches takes N or N-M, not "${spec}"`);
  const from = Number(m[1]);
  const to = Number(m[2] ?? m[1]);
  if (to > 8) fail('batches 9–16 of FaithBench are held out for independent measurement: use 1–8');
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const overlaps = (a0, a1, b0, b1) => a0 < b1 && b0 < a1;
const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);

function flagsOf(report) {
  return (report.claims ?? []).filter((c) => FLAG.has(c.status));
}

/** Counts by a key, most frequent first. */
function tally(items, key) {
  const m = new Map();
  for (const it of items) m.set(key(it), (m.get(key(it)) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]);
}

async function faithbench(opts) {
  const files = new Set(readdirSync(opts.path));
  const samples = [];
  for (const b of batchNumbers(opts.batches)) {
    const name = `batch_${b}.json`;
    if (!files.has(name)) fail(`${join(opts.path, name)} is missing`);
    for (const s of JSON.parse(readFileSync(join(opts.path, name), 'utf8')).samples) samples.push({ batch: b, ...s });
  }
  const v = await createVerifier({ locale: 'en' });
  const rows = [];
  const inputs = [];
  let claims = 0;
  for (const s of samples) {
    const input = { id: `b${s.batch}-${s.sample_id}`, answer: s.summary, context: s.source };
    inputs.push(input);
    const report = await v.verify(input);
    claims += report.claims_total;
    const labels = (a) => a.label ?? [];
    const unwanted = s.annotations.filter((a) => labels(a).some((l) => l.startsWith('Unwanted')));
    const flags = flagsOf(report).map((c) => {
      const hit = s.annotations.filter((a) => overlaps(c.span[0], c.span[1], a.summary_start, a.summary_end));
      return {
        id: `b${s.batch}-${s.sample_id}`,
        span: c.span,
        type: c.type,
        status: c.status,
        reason: c.reason,
        confident: c.confident !== false,
        annotated: hit.length > 0,
        unwanted: hit.some((a) => labels(a).some((l) => l.startsWith('Unwanted'))),
      };
    });
    const m = s.metadata ?? {};
    rows.push({
      id: `b${s.batch}-${s.sample_id}`,
      hasUnwanted: unwanted.length > 0,
      verdict: report.verdict,
      flags,
      gpt4o: m.gpt_4o === 0,
      hhem: typeof m['hhem-2.1'] === 'number' ? m['hhem-2.1'] < 0.5 : false,
    });
  }
  const flags = rows.flatMap((r) => r.flags);
  const outside = flags.filter((f) => !f.annotated);
  const clean = rows.filter((r) => !r.hasUnwanted);
  const bad = rows.filter((r) => r.hasUnwanted);
  const rate = (set, pick) => pct(set.filter(pick).length, set.length);
  const summary = {
    set: `FaithBench batches ${opts.batches}`,
    summaries: rows.length,
    flags: flags.length,
    flags_outside_annotation: outside.length,
    flags_outside_annotation_per_100: +((100 * outside.length) / rows.length).toFixed(2),
    confident_flags: flags.filter((f) => f.confident).length,
    confident_flags_outside_annotation: outside.filter((f) => f.confident).length,
    flags_on_unwanted: flags.filter((f) => f.unwanted).length,
    flags_on_unwanted_numeric_date: flags.filter((f) => f.unwanted && (f.type === 'NUMERIC' || f.type === 'DATE')).length,
    summaries_without_unwanted: clean.length,
    summaries_with_unwanted: bad.length,
    retry_block: {
      without_unwanted: rate(clean, (r) => FLAGGED_VERDICT.has(r.verdict)),
      with_unwanted: rate(bad, (r) => FLAGGED_VERDICT.has(r.verdict)),
    },
    // Weak flags annotate (README, "Confident flags"): any flag at all, weak ones included.
    any_flag: {
      without_unwanted: rate(clean, (r) => r.flags.length > 0),
      with_unwanted: rate(bad, (r) => r.flags.length > 0),
    },
    gpt4o_judge: { without_unwanted: rate(clean, (r) => r.gpt4o), with_unwanted: rate(bad, (r) => r.gpt4o) },
    hhem_2_1: { without_unwanted: rate(clean, (r) => r.hhem), with_unwanted: rate(bad, (r) => r.hhem) },
    outside_by_reason: tally(outside, (f) => f.reason),
    flags_by_type: tally(flags, (f) => `${f.type} ${f.status}`),
  };
  if (opts.bytes) summary.allocated = await allocated(v, inputs, claims);
  return { summary, flags };
}

async function jhars(opts) {
  if (opts.ids !== 'even') fail('odd JHARS ids are held out for independent measurement: use --ids even');
  const lines = readFileSync(opts.path, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const v = await createVerifier({ locale: 'ja' });
  const rows = [];
  const inputs = [];
  let claims = 0;
  for (const [n, line] of lines.entries()) {
    let row;
    try {
      row = JSON.parse(line);
    } catch {
      fail(`${opts.path}:${n + 1}: not valid JSON`);
    }
    if (row.id % 2 !== 0) fail(`${opts.path}:${n + 1}: id ${row.id} is odd (held out)`);
    for (const [model, out] of Object.entries(row)) {
      if (!out || typeof out !== 'object' || typeof out.response !== 'string') continue;
      const sentences = out.annotations?.aggregated?.sentence_annotations ?? [];
      const clean = sentences.every((s) => s.hallucination_type === 'No_hallucination');
      const input = {
        id: `${row.id}-${model}`,
        conversation: [
          { role: 'user', content: row.question },
          { role: 'assistant', content: out.response },
        ],
        context: row.reference_text,
      };
      inputs.push(input);
      const report = await v.verify(input);
      claims += report.claims_total;
      const flagged = sentences.filter((s) => s.hallucination_type !== 'No_hallucination').map((s) => s.sentence);
      const flags = flagsOf(report).map((c) => ({
        id: `${row.id}-${model}`,
        span: c.span,
        type: c.type,
        status: c.status,
        reason: c.reason,
        confident: c.confident !== false,
        in_flagged_sentence: flagged.some((s) => s.includes(c.text)),
      }));
      rows.push({ id: `${row.id}-${model}`, clean, verdict: report.verdict, flags });
    }
  }
  const clean = rows.filter((r) => r.clean);
  const bad = rows.filter((r) => !r.clean);
  const flags = rows.flatMap((r) => r.flags);
  const summary = {
    set: 'JHARS even ids',
    answers: rows.length,
    clean_answers: clean.length,
    answers_with_hallucination: bad.length,
    flags: flags.length,
    flags_in_annotated_sentences: flags.filter((f) => f.in_flagged_sentence).length,
    retry_block: {
      clean: `${clean.filter((r) => FLAGGED_VERDICT.has(r.verdict)).length}/${clean.length} (${pct(clean.filter((r) => FLAGGED_VERDICT.has(r.verdict)).length, clean.length)})`,
      with_hallucination: `${bad.filter((r) => FLAGGED_VERDICT.has(r.verdict)).length}/${bad.length}`,
    },
    any_flag: {
      clean: `${clean.filter((r) => r.flags.length > 0).length}/${clean.length}`,
      with_hallucination: `${bad.filter((r) => r.flags.length > 0).length}/${bad.length}`,
    },
    clean_flags_by_reason: tally(
      clean.flatMap((r) => r.flags),
      (f) => f.reason,
    ),
  };
  if (opts.bytes) summary.allocated = await allocated(v, inputs, claims);
  return { summary, flags };
}

/**
 * The bytes a verify of the set allocates, counted once warm (three passes first): per verify and
 * per claim checked, `claims` being the claims the set's verifies check in all.
 */
async function allocated(verifier, inputs, claims) {
  for (let pass = 0; pass < 3; pass++) for (const input of inputs) await verifier.verify(input);
  const kilobytes = await countedKilobytesPerVerify(verifier, inputs, 2);
  const perVerify = claims / inputs.length;
  return `${kilobytes.toFixed(1)} KB a verify, ${(kilobytes / perVerify).toFixed(2)} KB a claim (${perVerify.toFixed(2)} claims a verify)`;
}

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (e) => process.exit(e.code === 'EPIPE' ? 0 : 1));
helpWhenAsked();
const opts = parseArgs(process.argv.slice(2));
const { summary, flags } = opts.kind === 'faithbench' ? await faithbench(opts) : await jhars(opts);
if (opts.flags) writeFileSync(opts.flags, `${flags.map((f) => JSON.stringify(f)).join('\n')}\n`);
if (opts.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
else {
  for (const [k, val] of Object.entries(summary)) {
    if (Array.isArray(val)) {
      process.stdout.write(`${k}:\n`);
      for (const [name, n] of val) process.stdout.write(`  ${String(n).padStart(4)}  ${name}\n`);
    } else process.stdout.write(`${k}: ${typeof val === 'object' ? JSON.stringify(val) : val}\n`);
  }
}
