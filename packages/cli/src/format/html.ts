import {
  scenarioTurns,
  type ClaimResult,
  type FactRecord,
  type JudgeOutcome,
  type Scenario,
  type ScenarioReport,
  type TurnRole,
} from '@factlint/kernel';
import { REPORT_CSS, REPORT_JS } from './html-assets.js';
import { escapeHtml as esc, excerptAround, highlightSpans, type SpanMark } from './html-text.js';
import { renderMarkdownWithMarks } from './html-markdown.js';

/** A text the claims and evidence spans point into, by the id the judges use. */
interface SourceText {
  id: string;
  title: string;
  text: string;
}

/**
 * The HTML report: one self-contained page (inline style and script, nothing fetched). A summary
 * on top; per scenario the answer or conversation with every claim marked by status, the declared
 * facts' figures underlined, a panel that shows a claim's evidence (the context passage with the
 * span marked), formula and reason on hover or click, the context documents, and the facts table.
 * Every piece of input text is escaped: answers and contexts are untrusted.
 */
export function formatHtml(reports: readonly ScenarioReport[], scenarios: readonly Scenario[]): string {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  const sections = reports.map((r, i) => scenarioSection(r, byId.get(r.id), `s${i + 1}`));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>factlint report</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<header class="page"><h1>factlint report</h1><div class="muted">${reports.length} scenario${reports.length === 1 ? '' : 's'} · click or hover a marked claim to see its evidence</div></header>
<main>
${summary(reports)}
${sections.join('\n')}
</main>
<script>${REPORT_JS}</script>
</body>
</html>
`;
}

function summary(reports: readonly ScenarioReport[]): string {
  const tile = (title: string, counts: Map<string, number>, cls: (k: string) => string) =>
    `<div class="tile"><h2>${esc(title)}</h2>${[...counts].map(([k, n]) => `<span class="count"><span class="${cls(k)}">${esc(k)}</span> ${n}</span>`).join('') || '<span class="muted">none</span>'}</div>`;
  const rows = reports
    .map(
      (
        r,
        i,
      ) => `<tr><td data-label="scenario"><a href="#s${i + 1}">${esc(r.id)}</a>${r.name ? ` <span class="muted">${esc(r.name)}</span>` : ''}</td>
<td data-label="severity">${severityBadge(r.severity)}</td><td data-label="verdict">${r.verdict ? esc(r.verdict) : '<span class="muted">no context</span>'}</td>
<td data-label="grounding" class="num">${fixed(r.grounding_score)}</td><td data-label="coverage" class="num">${fixed(r.coverage)}</td><td data-label="claims" class="num">${r.claims.length}</td>
<td data-label="facts">${r.facts.map((f) => `<span class="chip outcome-${esc(f.outcome)}">${esc(f.outcome)}</span>`).join(' ')}</td><td data-label="latency" class="num">${r.latency_ms} ms</td></tr>`,
    )
    .join('\n');
  return `<div class="summary" id="summary">
${tile('Severity', tally(reports.map((r) => r.severity)), (k) => `badge sev-${esc(k)}`)}
${tile('Verdict', tally(reports.map((r) => r.verdict ?? 'no context')), () => 'chip')}
${tile('Claims', tally(reports.flatMap((r) => r.claims.map((c) => c.status))), (k) => `chip status-${esc(k)}`)}
${tile('Facts', tally(reports.flatMap((r) => r.facts.map((f) => f.outcome))), (k) => `chip outcome-${esc(k)}`)}
</div>
<div class="table-scroll"><table class="overview stack"><thead><tr><th>scenario</th><th>severity</th><th>verdict</th><th>grounding</th><th>coverage</th><th>claims</th><th>facts</th><th>latency</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>
<p></p>`;
}

function scenarioSection(r: ScenarioReport, scenario: Scenario | undefined, sid: string): string {
  const answers = answerTexts(scenario);
  const context = contextTexts(scenario, r.verdict !== null);
  const claimId = (i: number) => `${sid}-c${i + 1}`;
  const factId = (i: number) => `${sid}-f${i + 1}`;
  const meta = [
    `designed severity ${esc(r.designed_severity)}`,
    r.verdict ? `verdict <b>${esc(r.verdict)}</b>` : 'grounding did not run (no context)',
    r.verdict ? `grounding ${fixed(r.grounding_score)}` : '',
    r.verdict ? `coverage ${fixed(r.coverage)}` : '',
    `locale ${esc(r.locale)}`,
    `${r.latency_ms} ms`,
  ].filter(Boolean);
  const turns = answers.length
    ? answers.map((a) => turnBlock(a, r, claimId, factId)).join('\n')
    : '<p class="muted">The scenario text is not available: the answer cannot be shown.</p>';
  const details = [...r.claims.map((c, i) => claimDetail(c, claimId(i), context)), ...r.facts.map((f, i) => factDetail(f, factId(i)))].join(
    '\n',
  );
  return `<section class="scenario" id="${sid}">
<h2>${severityBadge(r.severity)} ${esc(r.id)}${r.name ? ` <span class="muted">${esc(r.name)}</span>` : ''}</h2>
<div class="scenario-meta">${meta.join(' · ')}</div>
<div class="columns">
<div>
${turns}
${r.claims.length ? `<h3 class="block">Claims</h3>${claimTable(r.claims, claimId)}` : ''}
${r.facts.length ? `<h3 class="block">Declared facts</h3>${factTable(r.facts, factId)}` : ''}
${judgesBlock(r.judges, r.warnings)}
${context.length ? contextBlock(context, r.claims, claimId, r.locale) : ''}
</div>
<aside class="panel" lang="${esc(r.locale)}"><div class="hint">Click or hover a marked claim or fact to see its evidence, formula and reason.</div>
${details}
</aside>
</div>
</section>`;
}

type TurnText = SourceText & { role: TurnRole; index: number };

/** The answer (id `answer`) or the transcript's turns (id `turn-N`, N the 0-based turn index). */
function answerTexts(scenario: Scenario | undefined): TurnText[] {
  if (!scenario) return [];
  const turns = scenarioTurns(scenario);
  if (turns)
    return turns.map((t, index) => ({
      id: `turn-${index}`,
      title: t.name ? `${t.role} · ${t.name}` : t.role,
      text: t.content,
      role: t.role,
      index,
    }));
  return [{ id: 'answer', title: 'answer', text: scenario.answer ?? '', role: 'assistant', index: 0 }];
}

/**
 * Context documents by the ids evidence uses: `context`, `doc-N` (1-based), a declared id, and
 * `turn-N` for every turn that is not the assistant's (system, user, tool) when grounding ran.
 */
function contextTexts(scenario: Scenario | undefined, groundingRan: boolean): SourceText[] {
  if (!scenario || !groundingRan) return [];
  const given = scenario.context ?? [];
  const docs: SourceText[] =
    typeof given === 'string'
      ? [{ id: 'context', title: 'context', text: given }]
      : given.map((d, i) =>
          typeof d === 'string'
            ? { id: `doc-${i + 1}`, title: `doc-${i + 1}`, text: d }
            : { id: d.id, title: d.title ? `${d.id} — ${d.title}` : d.id, text: d.text },
        );
  (scenarioTurns(scenario) ?? []).forEach((t, i) => {
    if (t.role !== 'assistant')
      docs.push({ id: `turn-${i}`, title: `${t.role} turn ${i + 1}${t.name ? ` · ${t.name}` : ''}`, text: t.content });
  });
  return docs;
}

/** Which turn a claim or fact figure is in: `turn` for a conversation; a lone answer or lone turn has none. */
function inTurn(turn: number | undefined, a: { role: string; index: number }, singleText: boolean): boolean {
  return turn === undefined ? singleText || a.role === 'assistant' : turn === a.index;
}

function turnBlock(a: TurnText, r: ScenarioReport, claimId: (i: number) => string, factId: (i: number) => string): string {
  const single = r.claims.every((c) => c.turn === undefined);
  const marks: SpanMark[] = [];
  r.claims.forEach((c, i) => {
    if (a.role === 'assistant' && inTurn(c.turn, a, single)) {
      marks.push({
        span: c.span,
        open: `<mark class="claim status-${esc(c.status)}" data-claim="${claimId(i)}" tabindex="0" title="${esc(claimTitle(c))}">`,
      });
    }
  });
  r.facts.forEach((f, i) => {
    for (const cand of f.candidates) {
      if (cand.turn !== a.index) continue;
      // Beside a correct fact's declared figure, another figure is only an "other value": it is
      // not underlined as if it were the correct one.
      const other = f.outcome === 'correct' && f.other_values.includes(cand.value);
      const look = other ? 'other-value' : `outcome-${esc(f.outcome)}`;
      const title = other
        ? `fact: ${f.id ?? f.claim} — an other value (the declared value is stated elsewhere)`
        : `fact: ${f.id ?? f.claim} — ${f.outcome}`;
      marks.push({ span: cand.span, open: `<mark class="fact ${look}" data-fact="${factId(i)}" tabindex="0" title="${esc(title)}">` });
    }
  });
  // The assistant wrote Markdown, shown rendered; what others wrote is shown as it was written.
  const body =
    a.role === 'assistant'
      ? `<div class="text md" lang="${esc(r.locale)}">${renderMarkdownWithMarks(a.text, marks)}</div>`
      : `<div class="text" lang="${esc(r.locale)}">${highlightSpans(a.text, marks)}</div>`;
  return `<div class="turn ${esc(a.role)}"><div class="role">${esc(a.title)}</div>${body}</div>`;
}

function claimTitle(c: ClaimResult): string {
  return [
    c.status,
    c.formula ? `= ${c.formula}` : '',
    c.nearest_context_value !== null ? `context has ${c.nearest_context_value}` : '',
    c.reason,
  ]
    .filter(Boolean)
    .join(' · ');
}

function claimTable(claims: readonly ClaimResult[], claimId: (i: number) => string): string {
  const rows = claims.map(
    (
      c,
      i,
    ) => `<tr data-claim="${claimId(i)}" tabindex="0"><td data-label="status"><span class="chip status-${esc(c.status)}">${esc(c.status)}</span></td><td data-label="type" class="nowrap">${esc(c.type)}</td>
<td data-label="claim">${esc(c.text)}</td><td data-label="value">${esc(valueText(c.value, c.unit))}${c.hedged ? ' <span class="muted">(hedged)</span>' : ''}</td>
<td data-label="evidence">${c.formula ? `<span class="formula">${esc(c.formula)}</span>` : c.evidence.length ? esc(c.evidence.map((e) => `${e.doc}: “${clip(e.text, 60)}”`).join('; ')) : c.nearest_context_value !== null ? `context has ${esc(String(c.nearest_context_value))}` : ''}</td>
<td data-label="reason">${reasonCode(c.reason)}</td></tr>`,
  );
  return `<div class="table-scroll"><table class="claims stack"><thead><tr><th>status</th><th>type</th><th>claim</th><th>value</th><th>evidence</th><th>reason</th></tr></thead><tbody>${rows.join('\n')}</tbody></table></div>`;
}

function claimDetail(c: ClaimResult, id: string, context: readonly SourceText[]): string {
  const docs = new Map(context.map((d) => [d.id, d]));
  const evidence = c.evidence.map((e) => {
    const doc = docs.get(e.doc);
    const body = doc
      ? excerptAround(doc.text, e.span, '<mark class="evidence active">')
      : `<mark class="evidence active">${esc(e.text)}</mark>`;
    return `<div class="snippet"><span class="doc">${esc(doc?.title ?? e.doc)} [${e.span[0]}, ${e.span[1]})</span>${body}</div>`;
  });
  const rows: [string, string][] = [
    ['status', `<span class="chip status-${esc(c.status)}">${esc(c.status)}</span>`],
    ['type', esc(c.type)],
    ['value', esc(valueText(c.value, c.unit)) + (c.hedged ? ' (hedged)' : '')],
    ['span', `[${c.span[0]}, ${c.span[1]})${c.turn !== undefined ? ` in turn ${c.turn + 1}` : ''}`],
  ];
  if (c.formula) rows.push(['formula', `<span class="formula">${esc(c.formula)}</span>`]);
  if (c.nearest_context_value !== null) rows.push(['context has', esc(String(c.nearest_context_value))]);
  if (c.similarity !== null) rows.push(['similarity', c.similarity.toFixed(2)]);
  rows.push(['reason', `<code>${esc(c.reason)}</code>`]);
  return `<div class="detail" data-key="claim:${id}" hidden><h3>“${esc(clip(c.text, 80))}”</h3>${dl(rows)}
${evidence.length ? `<div class="muted">evidence</div>${evidence.join('')}` : '<div class="muted">no evidence in the context</div>'}</div>`;
}

function factTable(facts: readonly FactRecord[], factId: (i: number) => string): string {
  const rows = facts.map(
    (
      f,
      i,
    ) => `<tr data-fact="${factId(i)}" tabindex="0"><td data-label="outcome"><span class="chip outcome-${esc(f.outcome)}">${esc(f.outcome)}</span></td>
<td data-label="fact">${f.id ? `<code>${esc(f.id)}</code><br>` : ''}${esc(f.claim)}</td><td data-label="declared" class="num">${esc(valueText(f.declared, f.unit))}</td>
<td data-label="stated" class="num">${esc(f.values.join(', '))}${f.hedged ? ' <span class="muted">(hedged)</span>' : ''}${f.capped ? ' <span class="muted">(capped)</span>' : ''}</td>
<td data-label="other values" class="num">${esc(f.other_values.join(', '))}</td><td data-label="reason">${reasonCode(f.reason)}</td></tr>`,
  );
  return `<div class="table-scroll"><table class="facts stack"><thead><tr><th>outcome</th><th>fact</th><th>declared</th><th>stated</th><th>other values</th><th>reason</th></tr></thead><tbody>${rows.join('\n')}</tbody></table></div>`;
}

function factDetail(f: FactRecord, id: string): string {
  const rows: [string, string][] = [
    ['outcome', `<span class="chip outcome-${esc(f.outcome)}">${esc(f.outcome)}</span>`],
    ['declared', esc(valueText(f.declared, f.unit))],
    ['stated', esc(f.values.join(', ') || '—')],
    ['anchors', `${esc(f.anchors.join(', ') || '—')} <span class="muted">(${esc(f.anchor_source)})</span>`],
    ['reason', `<code>${esc(f.reason)}</code>`],
  ];
  if (f.hedged) rows.push(['hedged', 'yes']);
  if (f.capped) rows.push(['capped', 'yes']);
  if (f.ranges_set_aside.length) rows.push(['ranges set aside', esc(f.ranges_set_aside.map(([a, b]) => `${a}–${b}`).join(', '))]);
  if (f.user_cited_declared) rows.push(['user cited it', 'yes']);
  const candidates = f.candidates.map(
    (c) =>
      `<div class="snippet"><span class="doc">turn ${c.turn + 1} · via ${esc(c.via)}${c.hedged ? ' · hedged' : ''}</span>${esc(c.sentence)}</div>`,
  );
  const dropped = f.dropped.map((d) => `<li>${esc(d.text)} <span class="muted">(${esc(d.filter)})</span></li>`);
  return `<div class="detail" data-key="fact:${id}" hidden><h3>${esc(f.id ?? clip(f.claim, 80))}</h3>${dl(rows)}
${candidates.length ? `<div class="muted">candidates</div>${candidates.join('')}` : '<div class="muted">no candidate figure in the answer</div>'}
${dropped.length ? `<div class="muted">dropped</div><ul class="notes">${dropped.join('')}</ul>` : ''}</div>`;
}

function judgesBlock(judges: readonly JudgeOutcome[], warnings: readonly string[]): string {
  const items: string[] = [];
  for (const j of judges) {
    if (!j.ran && !j.note) continue;
    const checklist = (j.checklist ?? []).map(
      (c) =>
        `<li><span class="chip">${esc(c.status)}</span> ${esc(c.item)}${c.optional ? ' <span class="muted">(optional)</span>' : ''}${c.note ? ` — <span class="muted">${esc(c.note)}</span>` : ''}</li>`,
    );
    items.push(
      `<li>${severityBadge(j.severity)} <b>${esc(j.judge)}</b> <span class="muted">${esc(j.source)}</span>${j.note ? ` — ${esc(j.note)}` : ''}${j.error ? ` — <span class="warning">${esc(j.error)}</span>` : ''}${checklist.length ? `<ul class="notes">${checklist.join('')}</ul>` : ''}</li>`,
    );
  }
  for (const w of warnings) items.push(`<li class="warning">warning: ${esc(w)}</li>`);
  return items.length ? `<h3 class="block">Judges</h3><ul class="notes">${items.join('\n')}</ul>` : '';
}

function contextBlock(
  context: readonly SourceText[],
  claims: readonly ClaimResult[],
  claimId: (i: number) => string,
  lang: string,
): string {
  const docs = context.map((d) => {
    // One mark per distinct evidence span, naming every claim that rests on it.
    const bySpan = new Map<string, { span: [number, number]; ids: string[] }>();
    claims.forEach((c, i) => {
      for (const e of c.evidence) {
        if (e.doc !== d.id) continue;
        const key = `${e.span[0]}:${e.span[1]}`;
        const entry = bySpan.get(key) ?? { span: e.span, ids: [] };
        entry.ids.push(claimId(i));
        bySpan.set(key, entry);
      }
    });
    const marks = [...bySpan.values()].map((m) => ({ span: m.span, open: `<mark class="evidence" data-claims="${m.ids.join(' ')}">` }));
    const title = context.length > 1 ? `<div class="role">${esc(d.title)}</div>` : '';
    return `<div class="turn">${title}<div class="text" lang="${esc(lang)}">${highlightSpans(d.text, marks)}</div></div>`;
  });
  return `<details class="context" open><summary>Context</summary>${docs.join('\n')}</details>`;
}

/** A reason id, breakable after its dots so that narrow tables wrap it at a part boundary. */
function reasonCode(reason: string): string {
  return `<code>${esc(reason).replace(/\./g, '.<wbr>')}</code>`;
}

function dl(rows: readonly [string, string][]): string {
  return `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${v}</dd>`).join('')}</dl>`;
}

function severityBadge(s: string): string {
  return `<span class="badge sev-${esc(s)}">${esc(s)}</span>`;
}

function valueText(value: number | string | null, unit: string | null): string {
  if (value === null) return '—';
  return unit ? `${value} ${unit}` : String(value);
}

function fixed(n: number | null): string {
  return n === null ? '—' : n.toFixed(2);
}

function tally(values: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
