/*
 * The report's inline style and script: the page must work as a single file opened from disk or
 * attached to a ticket, so nothing is loaded from anywhere.
 */

export const REPORT_CSS = `
:root { --fg:#1d232b; --muted:#5b6572; --line:#d9dee4; --bg:#f6f7f9; --card:#fff;
  --supported:#c9efcf; --derived:#c7e8f7; --approximate:#fbefb3; --unsupported:#ffd9b0; --contradicted:#ffc4c4;
  --pass:#2f8f46; --low:#2b7a9b; --medium:#b7791f; --high:#c53030; --critical:#8b1111; --ungraded:#6b7280; --error:#8e24aa; }
* { box-sizing: border-box; }
body { margin:0; font:14px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans",Roboto,"Helvetica Neue",Arial,
  "Hiragino Sans","Hiragino Kaku Gothic ProN","Yu Gothic UI","Yu Gothic",Meiryo,"Noto Sans CJK JP","Noto Sans JP","Source Han Sans JP",
  "Noto Sans CJK SC","Microsoft YaHei","Noto Sans CJK KR","Malgun Gothic",sans-serif; color:var(--fg); background:var(--bg); }
/* Japanese text picks Japanese glyph shapes first (Han characters are shared with Chinese). */
:lang(ja) { font-family:"Hiragino Sans","Hiragino Kaku Gothic ProN","Yu Gothic UI","Yu Gothic",Meiryo,"Noto Sans CJK JP","Noto Sans JP","Source Han Sans JP",system-ui,sans-serif; }
code:lang(ja), .formula:lang(ja) { font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Noto Sans Mono CJK JP",monospace; }
header.page { padding:20px 28px 8px; }
header.page h1 { margin:0 0 4px; font-size:20px; }
main { padding:0 28px 40px; }
.muted { color:var(--muted); }
.summary { display:flex; flex-wrap:wrap; gap:12px; margin:12px 0 20px; }
.tile { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:10px 14px; min-width:150px; }
.tile h2 { margin:0 0 6px; font-size:12px; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); }
.tile .count { display:inline-block; margin:0 8px 4px 0; white-space:nowrap; }
table { border-collapse:collapse; width:100%; background:var(--card); }
th, td { text-align:left; vertical-align:top; padding:5px 8px; border-bottom:1px solid var(--line); }
/* Long claims, passages and URLs break anywhere, so the table fits its column instead of scrolling. */
td { overflow-wrap:anywhere; }
th { white-space:nowrap; }
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
.columns { display:grid; grid-template-columns:minmax(0,3fr) minmax(260px,2fr); gap:18px; position:relative; }
.panel { position:sticky; top:8px; align-self:start; border:1px solid var(--line); border-radius:8px; padding:10px 12px; background:#fbfcfd; min-height:80px; max-height:calc(100vh - 16px); overflow:auto; min-width:0; }
.panel .hint { color:var(--muted); }
.turn { margin:0 0 10px; }
.turn .role { font-size:12px; font-weight:600; color:var(--muted); text-transform:uppercase; }
.text { white-space:pre-wrap; overflow-wrap:anywhere; margin:2px 0 0; padding:8px 10px; border-radius:6px; background:#fcfcfd; border:1px solid var(--line); font-size:14.5px; line-height:1.7; }
.turn.user .text, .turn.system .text, .turn.tool .text { background:#f3f5f8; }
.text.md { white-space:normal; }
.text.md > :first-child { margin-top:0; } .text.md > :last-child { margin-bottom:0; }
.text.md p, .text.md ul, .text.md ol, .text.md blockquote, .text.md pre, .text.md table { margin:0 0 .6em; }
.text.md h1, .text.md h2, .text.md h3, .text.md h4, .text.md h5, .text.md h6 { font-size:1.05em; margin:.7em 0 .3em; }
.text.md ul, .text.md ol { padding-left:1.4em; }
.text.md pre { white-space:pre-wrap; background:#f3f5f8; padding:6px 8px; border-radius:4px; }
.text.md blockquote { border-left:3px solid var(--line); padding-left:10px; color:var(--muted); }
.text.md img { max-width:100%; }
mark { color:inherit; border-radius:3px; padding:1px 0; }
mark.claim { cursor:pointer; box-shadow: inset 0 -2px 0 rgba(0,0,0,.18); }
mark.claim mark.claim { box-shadow: inset 0 -2px 0 rgba(0,0,0,.35); }
mark.claim.status-contradicted { box-shadow: inset 0 -2px 0 #c53030; }
mark.claim.status-unsupported { box-shadow: inset 0 -2px 0 #c05621; }
mark.claim.status-not_extracted { background:transparent; box-shadow:none; border-bottom:1px dotted #8a94a0; }
mark.fact { background:transparent; border-bottom:2px dashed #7a5cc2; cursor:pointer; }
mark.fact.outcome-wrong { border-bottom-color:#c53030; }
mark.fact.outcome-correct { border-bottom-color:#2f8f46; }
mark.fact.other-value { border-bottom:1px dotted #8a94a0; }
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
/* One column: the panel is hidden until a claim is tapped, then opens right under it. */
@media (max-width: 900px) {
  .columns { grid-template-columns:1fr; }
  .panel { display:none; position:absolute; left:0; right:0; top:0; z-index:5; max-height:60vh; box-shadow:0 6px 24px rgba(0,0,0,.18); background:#fff; }
  .panel.open { display:block; }
}
/* A phone: tables become one card per row, each cell under its column's name. */
@media (max-width: 640px) {
  header.page { padding:14px 12px 6px; }
  main { padding:0 10px 30px; }
  section.scenario { padding:10px 10px; }
  .tile { min-width:0; flex:1 1 140px; }
  table.stack thead { display:none; }
  table.stack, table.stack tbody, table.stack tr, table.stack td { display:block; width:100%; }
  table.stack tr { border-bottom:1px solid var(--line); padding:4px 0; }
  table.stack td { border:0; padding:2px 6px; display:grid; grid-template-columns:6.5em minmax(0,1fr); gap:8px; }
  table.stack td::before { content:attr(data-label); color:var(--muted); font-size:12px; }
}
@media print { .panel { display:none; } }
`;

/**
 * Click (or focus) a claim or fact — in the answer or in a table — to show its details in the
 * scenario's panel and light up its evidence in the context; hovering previews them.
 */
export const REPORT_JS = `
(function () {
  var selected = {};
  var narrow = window.matchMedia('(max-width: 900px)');
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
  // On a narrow screen the panel opens right under the tapped claim (or row) and is scrolled into
  // view; on a wide one it stays beside the text, in view while the section is.
  function place(section, el) {
    var panel = section.querySelector('.panel');
    if (!narrow.matches) { panel.classList.remove('open'); panel.style.top = ''; return; }
    var columns = panel.parentElement;
    var below = el.getBoundingClientRect().bottom - columns.getBoundingClientRect().top + 6;
    panel.style.top = below + 'px';
    panel.classList.add('open');
    panel.scrollIntoView({ block: 'nearest' });
  }
  function closePanels() {
    document.querySelectorAll('.panel.open').forEach(function (p) { p.classList.remove('open'); });
  }
  function target(ev) { return ev.target.closest ? ev.target.closest('[data-claim],[data-fact]') : null; }
  document.addEventListener('click', function (ev) {
    var el = target(ev);
    if (!el) { if (!(ev.target.closest && ev.target.closest('.panel'))) closePanels(); return; }
    ev.stopPropagation();
    var section = scenarioOf(el); var key = keyOf(el);
    selected[section.id] = key; show(section, key); place(section, el);
  });
  document.addEventListener('keydown', function (ev) {
    if (ev.key === 'Escape') { closePanels(); return; }
    if (ev.key !== 'Enter' && ev.key !== ' ') return;
    var el = target(ev); if (!el) return;
    ev.preventDefault(); el.click();
  });
  document.addEventListener('mouseover', function (ev) {
    var el = target(ev); if (!el || el.tagName !== 'MARK' || narrow.matches) return;
    show(scenarioOf(el), keyOf(el));
  });
  document.addEventListener('mouseout', function (ev) {
    var el = target(ev); if (!el || el.tagName !== 'MARK' || narrow.matches) return;
    var section = scenarioOf(el); show(section, selected[section.id] || null);
  });
})();
`;
