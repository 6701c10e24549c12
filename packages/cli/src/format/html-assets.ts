/*
 * The report's inline style and script: the page must work as a single file opened from disk or
 * attached to a ticket, so nothing is loaded from anywhere.
 */

export const REPORT_CSS = `
:root { --fg:#1d232b; --muted:#5b6572; --line:#d9dee4; --bg:#f6f7f9; --card:#fff;
  --supported:#c9efcf; --derived:#c7e8f7; --approximate:#fbefb3; --unsupported:#ffd9b0; --contradicted:#ffc4c4;
  --pass:#2f8f46; --low:#2b7a9b; --medium:#b7791f; --high:#c53030; --critical:#8b1111; --ungraded:#6b7280; --error:#8e24aa; }
* { box-sizing: border-box; }
body { margin:0; font:14px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans CJK JP",sans-serif; color:var(--fg); background:var(--bg); }
header.page { padding:20px 28px 8px; }
header.page h1 { margin:0 0 4px; font-size:20px; }
main { padding:0 28px 40px; }
.muted { color:var(--muted); }
.summary { display:flex; flex-wrap:wrap; gap:12px; margin:12px 0 20px; }
.tile { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:10px 14px; min-width:150px; }
.tile h2 { margin:0 0 6px; font-size:12px; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); }
.tile .count { display:inline-block; margin:0 8px 4px 0; white-space:nowrap; }
table { border-collapse:collapse; width:100%; background:var(--card); }
th, td { text-align:left; vertical-align:top; padding:5px 8px; border-bottom:1px solid var(--line); overflow-wrap:break-word; }
td.nowrap { white-space:nowrap; }
.table-scroll { overflow-x:auto; }
th { font-weight:600; font-size:12px; color:var(--muted); }
td.num { font-variant-numeric:tabular-nums; white-space:nowrap; }
.badge { display:inline-block; padding:0 7px; border-radius:10px; font-size:12px; font-weight:600; color:#fff; white-space:nowrap; }
.sev-pass { background:var(--pass); } .sev-low { background:var(--low); } .sev-medium { background:var(--medium); }
.sev-high { background:var(--high); } .sev-critical { background:var(--critical); } .sev-UNGRADED { background:var(--ungraded); } .sev-ERROR { background:var(--error); }
.chip { display:inline-block; padding:0 6px; border-radius:4px; font-size:12px; border:1px solid rgba(0,0,0,.12); white-space:nowrap; }
.status-supported, .outcome-correct { background:var(--supported); }
.status-derived { background:var(--derived); }
.status-approximate, .outcome-ambiguous { background:var(--approximate); }
.status-unsupported { background:var(--unsupported); }
.status-contradicted, .outcome-wrong { background:var(--contradicted); }
.status-not_extracted, .outcome-not_stated { background:#eceff2; }
section.scenario { background:var(--card); border:1px solid var(--line); border-radius:10px; margin:0 0 22px; padding:14px 18px; }
section.scenario > h2 { margin:0; font-size:16px; display:flex; gap:10px; align-items:baseline; flex-wrap:wrap; }
.scenario-meta { margin:2px 0 10px; color:var(--muted); }
.columns { display:grid; grid-template-columns:minmax(0,3fr) minmax(260px,2fr); gap:18px; }
.panel { position:sticky; top:8px; align-self:start; border:1px solid var(--line); border-radius:8px; padding:10px 12px; background:#fbfcfd; min-height:80px; }
.panel .hint { color:var(--muted); }
.turn { margin:0 0 10px; }
.turn .role { font-size:12px; font-weight:600; color:var(--muted); text-transform:uppercase; }
.text { white-space:pre-wrap; overflow-wrap:anywhere; margin:2px 0 0; padding:8px 10px; border-radius:6px; background:#fcfcfd; border:1px solid var(--line); font-size:14.5px; line-height:1.7; }
.turn.user .text { background:#f3f5f8; }
mark { color:inherit; border-radius:3px; padding:1px 0; }
mark.claim { cursor:pointer; box-shadow: inset 0 -2px 0 rgba(0,0,0,.18); }
mark.claim mark.claim { box-shadow: inset 0 -2px 0 rgba(0,0,0,.35); }
mark.claim.status-contradicted { box-shadow: inset 0 -2px 0 #c53030; }
mark.claim.status-unsupported { box-shadow: inset 0 -2px 0 #c05621; }
mark.claim.status-not_extracted { background:transparent; box-shadow:none; border-bottom:1px dotted #8a94a0; }
mark.fact { background:transparent; border-bottom:2px dashed #7a5cc2; cursor:pointer; }
mark.fact.outcome-wrong { border-bottom-color:#c53030; }
mark.fact.outcome-correct { border-bottom-color:#2f8f46; }
mark.evidence { background:#e0d7ff; box-shadow: inset 0 -2px 0 #7a5cc2; }
mark.selected { outline:2px solid #1d4ed8; outline-offset:1px; }
mark.evidence.active { background:#c4b5fd; outline:2px solid #6d28d9; }
tr.selected td { background:#e8efff; }
tr[data-claim], tr[data-fact] { cursor:pointer; }
.detail h3 { margin:0 0 6px; font-size:14px; }
.detail dl { display:grid; grid-template-columns:max-content 1fr; gap:2px 10px; margin:6px 0; }
.detail dt { color:var(--muted); }
.detail dd { margin:0; overflow-wrap:anywhere; }
.snippet { white-space:pre-wrap; overflow-wrap:anywhere; font-size:13px; background:#fff; border:1px solid var(--line); border-radius:6px; padding:6px 8px; margin:4px 0 8px; }
.snippet .doc { display:block; font-size:11px; color:var(--muted); }
code, .formula { font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace; font-size:12.5px; }
details.context { margin:10px 0; }
details.context summary { cursor:pointer; font-weight:600; }
h3.block { font-size:13px; margin:14px 0 6px; color:var(--muted); text-transform:uppercase; letter-spacing:.04em; }
ul.notes { margin:6px 0; padding-left:18px; }
.warning { color:#975a16; }
@media (max-width: 900px) { .columns { grid-template-columns:1fr; } .panel { position:static; } }
@media print { .panel { display:none; } }
`;

/**
 * Click (or focus) a claim or fact — in the answer or in a table — to show its details in the
 * scenario's panel and light up its evidence in the context; hovering previews them.
 */
export const REPORT_JS = `
(function () {
  var selected = {};
  function scenarioOf(el) { return el.closest('section.scenario'); }
  function keyOf(el) { return el.getAttribute('data-claim') ? 'claim:' + el.getAttribute('data-claim') : el.getAttribute('data-fact') ? 'fact:' + el.getAttribute('data-fact') : null; }
  function show(section, key) {
    var panel = section.querySelector('.panel');
    panel.querySelectorAll('.detail').forEach(function (d) { d.hidden = d.getAttribute('data-key') !== key; });
    var hint = panel.querySelector('.hint'); if (hint) hint.hidden = !!key;
    section.querySelectorAll('.selected').forEach(function (e) { e.classList.remove('selected'); });
    section.querySelectorAll('mark.evidence.active').forEach(function (e) { e.classList.remove('active'); });
    if (!key) return;
    var parts = key.split(':'); var attr = parts[0] === 'claim' ? 'data-claim' : 'data-fact';
    section.querySelectorAll('[' + attr + '="' + parts[1] + '"]').forEach(function (e) { e.classList.add('selected'); });
    if (parts[0] === 'claim') section.querySelectorAll('mark.evidence').forEach(function (e) {
      if ((' ' + e.getAttribute('data-claims') + ' ').indexOf(' ' + parts[1] + ' ') >= 0) e.classList.add('active');
    });
  }
  function target(ev) { return ev.target.closest ? ev.target.closest('[data-claim],[data-fact]') : null; }
  document.addEventListener('click', function (ev) {
    var el = target(ev); if (!el) return;
    ev.stopPropagation();
    var section = scenarioOf(el); var key = keyOf(el);
    selected[section.id] = key; show(section, key);
  });
  document.addEventListener('keydown', function (ev) {
    if (ev.key !== 'Enter' && ev.key !== ' ') return;
    var el = target(ev); if (!el) return;
    ev.preventDefault(); el.click();
  });
  document.addEventListener('mouseover', function (ev) {
    var el = target(ev); if (!el || el.tagName !== 'MARK') return;
    show(scenarioOf(el), keyOf(el));
  });
  document.addEventListener('mouseout', function (ev) {
    var el = target(ev); if (!el || el.tagName !== 'MARK') return;
    var section = scenarioOf(el); show(section, selected[section.id] || null);
  });
})();
`;
