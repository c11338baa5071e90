"use strict";
// The data (results.csv rows of one or more runs), the filter state and the permalink (URL hash).
const D = JSON.parse(document.getElementById("data").textContent);
const BASELINE = 1, LOSSY = 2, HOST_SENSITIVE = 4;
const UNRELIABLE_HALF_WIDTH = 0.30;

// a consensus's row also holds its rerun 95% interval for a reader's rerun of 1, 2, … rounds (a[14]), computed by the reporter
const ROWS = D.rows.map(a => ({
  run: a[0], cell: D.cells[a[1]], cellIndex: a[1], lib: D.libs[a[2]], speedup: a[3], lo: a[4], hi: a[5],
  nsOp: a[6], bytes: a[7], deflated: a[8], alloc: a[9], rounds: a[10], flags: a[11], rlo: a[12] ?? null, rhi: a[13] ?? null,
  reruns: a[14] ?? null
}));
ROWS.forEach(r => {
  r.baseline = (r.flags & BASELINE) !== 0;
  r.lossy = (r.flags & LOSSY) !== 0 || r.lib.lossy;
  r.hostSensitive = (r.flags & HOST_SENSITIVE) !== 0;
  // relative half-width of the 95% interval on the log scale, as exp(half) - 1
  r.halfWidth = r.lo > 0 && r.hi > 0 ? Math.sqrt(r.hi / r.lo) - 1 : null;
  r.unreliable = r.halfWidth !== null && r.halfWidth > UNRELIABLE_HALF_WIDTH;
});

// Service conditions (service.csv): cold start, warm-up and threads, their own benchmarks, apart from the matrix
const SVC_CELLS = D.svcCells || [];
const SVC_ROWS = (D.svcRows || []).map(a => ({
  run: a[0], cell: SVC_CELLS[a[1]], cellIndex: a[1], lib: D.libs[a[2]], value: a[3], ratio: a[4], lo: a[5], hi: a[6],
  forks: a[7], note: a[8]
}));
// cold start's first encode + decode answers to the decode filter: the first decode is done by then
const SVC_DIR = c => c.direction === "encode+decode" ? "decode" : c.direction;
// the heatmap's service columns: cold start, and thread scaling at 2 threads or more
const SVC_COLUMN = c => c.measure === "cold" || (c.measure === "threads" && c.threads >= 2);
const SVC_KEY = c => c.measure + (c.measure.startsWith("threads") ? " ×" + c.threads : "") + " · " + c.label + " · "
  + (c.measure === "cold" ? "first " + c.direction : c.direction);

function uniq(list) { return [...new Set(list)]; }
const CELL_KEY = c => c.label + " · " + c.direction;
const ALL_CELLS = D.cells.concat(SVC_CELLS);
const DIMENSIONS = {
  run: D.runs.map(r => r.name),
  family: D.families.map(f => f.id),
  lib: D.libs.map(l => l.id),
  scenario: uniq(ALL_CELLS.map(c => c.scenario)),
  dir: uniq(D.cells.map(c => c.direction).concat(SVC_CELLS.map(SVC_DIR))),
  fields: uniq(ALL_CELLS.filter(c => c.sized).map(c => String(c.fields))).sort((a, b) => a - b),
  digits: uniq(ALL_CELLS.filter(c => c.digits !== null).map(c => String(c.digits))).sort((a, b) => a - b)
};
const VIEWS = ["heatmap", "ranking", "profile", "table", "change", "safety", "service"]
  .filter(v => (v !== "change" || D.runs.length > 1) && (v !== "service" || SVC_ROWS.length > 0)
    && (ROWS.length > 0 || v === "heatmap" || v === "service"));
const SCALARS = ["view", "cell", "plib", "sort", "a", "b", "safe"];

// Consensus sources: "your rerun: N rounds" picks which of their precomputed rerun intervals every view shows,
// by default the rounds their consensus.csv was written for (the first consensus's, when there are several)
const CONSENSUS_RUNS = D.runs.map((r, i) => i).filter(i => D.runs[i].readerRounds);
const READER_ROUNDS = (ROWS.find(r => r.reruns) || { reruns: [] }).reruns.map((x, i) => i + 1);
const DEFAULT_ROUNDS = CONSENSUS_RUNS.length ? D.runs[CONSENSUS_RUNS[0]].readerRounds : null;
function applyRounds(rounds) {
  ROWS.forEach(r => { if (r.reruns) [r.rlo, r.rhi] = r.reruns[rounds - 1]; });
}

// One run unless the address says otherwise, so no view mixes the rows of two runs unasked. The
// first run is the one a page is built around: a comparison's own run (A) and, on the page of
// both JDKs, the JDK 17 run the README's answer is read from.
const DEFAULT_SETS = { run: D.runs.length > 1 ? [D.runs[0].name] : [] };
function defaultSet(d) { return new Set(DEFAULT_SETS[d] || []); }
function sameSet(a, b) { return a.size === b.size && [...a].every(v => b.has(v)); }

// state: a Set per dimension (empty = everything) and a few scalars
const state = { sets: {}, view: "heatmap", cell: null, plib: null, sort: null, a: null, b: null, safe: false, rounds: DEFAULT_ROUNDS };

function parseHash(hash) {
  const s = { sets: {}, view: "heatmap", cell: null, plib: null, sort: null, a: null, b: null, safe: false, rounds: DEFAULT_ROUNDS };
  Object.keys(DIMENSIONS).forEach(d => s.sets[d] = defaultSet(d));
  const unknown = [];
  (hash || "").replace(/^#/, "").split("&").filter(Boolean).forEach(part => {
    const eq = part.indexOf("=");
    const key = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? "" : part.slice(eq + 1);
    const values = value.split(",").filter(Boolean).map(decodeURIComponent);
    if (DIMENSIONS[key]) {
      s.sets[key] = new Set();
      values.forEach(v => DIMENSIONS[key].includes(v) ? s.sets[key].add(v) : unknown.push(key + "=" + v));
    } else if (key === "view") {
      if (VIEWS.includes(values[0])) s.view = values[0]; else unknown.push(part);
    } else if (key === "safe") {
      s.safe = values[0] === "1";
    } else if (key === "rounds" && READER_ROUNDS.includes(Number(values[0]))) {
      s.rounds = Number(values[0]);
    } else if (SCALARS.includes(key)) {
      s[key] = values.join(",") || null;
    } else {
      unknown.push(part);
    }
  });
  return { state: s, unknown };
}

function hashOf(s) {
  const parts = [];
  if (s.view !== "heatmap") parts.push("view=" + s.view);
  Object.keys(DIMENSIONS).forEach(d => {
    const set = s.sets[d], all = set.size === 0 || set.size === DIMENSIONS[d].length;
    if (DEFAULT_SETS[d] && DEFAULT_SETS[d].length) {
      // a dimension with a default of its own: written whenever it differs, "all" by every value
      if (!sameSet(set, defaultSet(d))) parts.push(d + "=" + DIMENSIONS[d].filter(v => all || set.has(v)).map(encodeURIComponent).join(","));
    } else if (!all) {
      parts.push(d + "=" + DIMENSIONS[d].filter(v => set.has(v)).map(encodeURIComponent).join(","));
    }
  });
  if (s.safe) parts.push("safe=1");
  if (s.rounds !== DEFAULT_ROUNDS) parts.push("rounds=" + s.rounds);
  ["cell", "plib", "sort", "a", "b"].forEach(k => { if (s[k]) parts.push(k + "=" + encodeURIComponent(s[k])); });
  return parts.length ? "#" + parts.join("&") : "";
}

function allows(d, v) { const set = state.sets[d]; return !set.size || set.has(String(v)); }
function libAllowed(l) {
  if (!allows("lib", l.id) || !allows("family", l.family)) return false;
  return !state.safe || (!l.legacy && l.hostile !== "unsafe");
}
function cellAllowed(c) {
  return allows("scenario", c.scenario) && allows("dir", c.direction)
    && (!c.sized || allows("fields", c.fields)) && (c.digits === null || allows("digits", c.digits));
}
function svcCellAllowed(c) { return cellAllowed(Object.assign({}, c, { direction: SVC_DIR(c) })); }
function selectedRuns() { return D.runs.map((r, i) => i).filter(i => allows("run", D.runs[i].name)); }
function selectedRows() {
  const runs = new Set(selectedRuns());
  return ROWS.filter(r => runs.has(r.run) && libAllowed(r.lib) && cellAllowed(r.cell));
}
function selectedServiceRows() {
  const runs = new Set(selectedRuns());
  return SVC_ROWS.filter(r => runs.has(r.run) && libAllowed(r.lib) && svcCellAllowed(r.cell));
}

// figures: the reporter's own formats
function fmtRatio(x) { return x === null || !isFinite(x) ? "–" : x.toFixed(x < 0.1 ? 3 : 2); }
function fmtSpeedup(x) { return x === null ? "–" : fmtRatio(x) + "×"; }
function fmtNs(x) {
  if (x === null) return "–";
  if (x >= 1000) return Math.round(x).toLocaleString("en-US");
  return x.toFixed(x >= 10 ? 1 : 2);
}
function fmtBig(x) {
  if (x === null || !isFinite(x)) return "–";
  if (x >= 1e9) return (x / 1e9).toFixed(2) + " G";
  if (x >= 1e6) return (x / 1e6).toFixed(2) + " M";
  if (x >= 1e3) return (x / 1e3).toFixed(1) + " k";
  return x.toFixed(1);
}
function opsPerSecond(r) { return r.nsOp ? 1e9 / r.nsOp : null; }
function mbPerSecond(r) { return r.nsOp && r.bytes !== null ? r.bytes / r.nsOp * 1000 : null; }
function fmtInterval(r) { return r.lo === null ? "" : "[" + fmtRatio(r.lo) + ", " + fmtRatio(r.hi) + "]"; }
// The interval a row is judged by (≈, the ranking's whiskers): a run's own; a consensus's rerun interval for the
// reader's rounds, since a consensus answers where the reader's rerun lands
function judged(r) { return r.reruns ? { lo: r.rlo, hi: r.rhi } : { lo: r.lo, hi: r.hi }; }
// ≈: that interval contains 1, so it does not tell the library from Jackson
function containsOne(lo, hi) { return lo != null && hi != null && lo <= 1 && hi >= 1; }
function approx(r) { const i = judged(r); return containsOne(i.lo, i.hi) ? "≈" : ""; }
function fmtSpeedupOf(r) { return r.speedup === null ? "–" : approx(r) + fmtSpeedup(r.speedup); }
// the rerun 95% interval (results.csv rerun_low, rerun_high): where an independent rerun on the same host family lands
function fmtRerun(r) { return r.rlo === null ? "" : "[" + fmtRatio(r.rlo) + ", " + fmtRatio(r.rhi) + "]"; }
// the rerun interval as a tooltip names it: a consensus's says for how many rounds
function rerunNote(r) {
  return r.rlo === null ? "" : " · rerun 95% " + fmtRerun(r) + (r.reruns ? " (your rerun of " + state.rounds + (state.rounds === 1 ? " round)" : " rounds)") : "");
}
const HAS_RERUN = ROWS.some(r => r.rlo !== null);
function speeds(r) {
  return "ns/op " + fmtNs(r.nsOp) + " · " + fmtBig(opsPerSecond(r)) + " ops/s"
    + (mbPerSecond(r) === null ? "" : " · " + fmtNs(mbPerSecond(r)) + " MB/s");
}
function marksOf(lib, row) {
  let m = "";
  if (lib.lossy || (row && row.lossy)) m += "†";
  if (lib.legacy) m += "‡";
  if (lib.jdk25) m += "§";
  if (lib.hostile === "unsafe") m += "⚠";
  if (row && row.unreliable) m += "~";
  if (row && row.hostSensitive) m += "◇";
  return m;
}
function marksTitle(lib, row) {
  const t = [];
  if (lib.lossy || (row && row.lossy)) t.push("lossy: doubles do not round-trip exactly");
  if (lib.legacy) t.push("legacy: " + lib.legacy);
  if (lib.jdk25) t.push("JDK 25: " + lib.jdk25 + " (needs sun.misc.Unsafe or an --add-opens)");
  if (lib.hostile === "unsafe") t.push("unsafe on hostile input: " + lib.failures.join("; "));
  if (row && row.unreliable) t.push("unreliable: interval wider than ±30% (±" + Math.round(row.halfWidth * 100) + "%)");
  if (row && row.hostSensitive) t.push("host-sensitive: hosts disagree beyond their intervals");
  return t.join("\n");
}
function runName(i) { return D.runs[i].name; }
// What tells the runs apart: the parts of their names not shared by all (jdk17 / jdk25), for labels in tight places;
// a leading date is one part, so runs of different days read 2026-11-27 / 2026-11-25
const RUN_SHORT = (() => {
  const parts = D.runs.map(r => { const m = /^(\d{4}-\d{2}-\d{2})-?(.*)$/.exec(r.name);
    return m ? [m[1]].concat(m[2].split(/[-/]/).filter(Boolean)) : r.name.split(/[-/]/); });
  const common = p => parts.every(q => q.includes(p));
  return parts.map((p, i) => p.filter(x => !common(x)).join("-") || D.runs[i].name);
})();
function runShort(i) { return RUN_SHORT[i]; }
