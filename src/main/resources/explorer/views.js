// The views: each renders the current selection into #view.
const SVGNS = "http://www.w3.org/2000/svg";
function el(tag, attrs, ...children) {
  const e = tag.startsWith("svg:") ? document.createElementNS(SVGNS, tag.slice(4)) : document.createElement(tag);
  Object.entries(attrs || {}).forEach(([k, v]) => {
    if (v === null || v === undefined || v === false) return;
    if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  });
  children.flat().forEach(c => { if (c !== null && c !== undefined) e.append(c.nodeType ? c : String(c)); });
  return e;
}
function swatch(colour) { return el("span", { class: "swatch", style: "background:" + colour, "aria-hidden": "true" }); }
function libLabel(lib, row) {
  const m = marksOf(lib, row);
  return el("span", { title: marksTitle(lib, row) || null }, swatch(lib.colour), " " + lib.id, m ? el("span", { class: "mark" }, " " + m) : null);
}
const num = x => x === null || x === undefined || Number.isNaN(x) ? null : x;

// A table sorted by any column: columns [{key, label, value(row), cell(row) -> td}]; with groups (runGroups()),
// the rows stay together by run, each run's sorted on its own under a heading row
function sortableTable(cls, columns, rows, defaultSort, groups) {
  const valid = columns.some(c => state.sort && state.sort.replace(/^-/, "") === c.key);
  const sort = valid ? state.sort : defaultSort;
  const key = sort ? sort.replace(/^-/, "") : null;
  const desc = sort ? sort.startsWith("-") : false;
  const col = columns.find(c => c.key === key);
  const sorted = rows.slice();
  if (col) {
    sorted.sort((p, q) => {
      const a = col.value(p), b = col.value(q);
      if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
      if (b === null || b === undefined) return -1;
      const c = typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));
      return desc ? -c : c;
    });
  }
  const head = el("tr", {}, columns.map(c => el("th", {
    class: (c.headClass || "") + (c.key === "lib" ? " lib" : ""), scope: "col",
    "aria-sort": c.key === key ? (desc ? "descending" : "ascending") : null
  }, el("button", {
    type: "button", "data-sort": c.key, "data-dir": c.key === key ? (desc ? "▼" : "▲") : "",
    title: c.title || ("sort by " + c.label),
    onclick: () => { state.sort = c.key === key && desc ? c.key : "-" + c.key; commit(); }
  }, c.label))));
  const line = r => el("tr", r.attrs || {}, columns.map(c => c.cell(r)));
  const keys = groups ? groups.order.filter(k => sorted.some(r => groups.of(r) === k)) : [];
  const body = el("tbody", {}, keys.length > 1
    ? keys.flatMap(k => [el("tr", { class: "group", "data-group": groups.name(k) },
      el("td", { colspan: columns.length, class: "group-head" }, groups.label(k)))].concat(sorted.filter(r => groups.of(r) === k).map(line)))
    : sorted.map(line));
  return el("div", { class: "scroll" }, el("table", { class: cls }, el("thead", {}, head), body));
}
const td = (text, attrs) => el("td", attrs || {}, text);

// The selected runs as groups of rows, when there are several: rows of two runs never interleave
function runGroups() {
  const runs = selectedRuns();
  return runs.length > 1 ? { order: runs, of: r => r.run, name: runName, label: i => "run " + runName(i) } : null;
}

// pale: the interval contains 1, so the colour does not claim a difference the interval does not (as heatmap.svg)
function heatColour(s, pale) {
  if (!(s > 0)) return { bg: "#f0f0f0", dark: false };
  const t = Math.max(-1, Math.min(1, Math.log2(s) / 4));
  const to = t >= 0 ? [33, 102, 172] : [179, 88, 6];
  const k = Math.abs(t) * (pale ? 0.35 : 1);
  const c = to.map(v => Math.round(255 + (v - 255) * k));
  return { bg: "rgb(" + c.join(",") + ")", dark: k > 0.55 };
}

// Thread scaling efficiency on a scale of its own: white at 0.5 and below, green at 1 (perfect)
function efficiencyColour(e) {
  if (!(e > 0)) return { bg: "#f0f0f0", dark: false };
  const k = Math.max(0, Math.min(1, (e - 0.5) / 0.5));
  const c = [27, 120, 55].map(v => Math.round(255 + (v - 255) * k));
  return { bg: "rgb(" + c.join(",") + ")", dark: k > 0.6 };
}

function viewHeatmap(rows) {
  const runs = selectedRuns();
  const svcRows = selectedServiceRows().filter(r => SVC_COLUMN(r.cell));
  const cells = D.cells.filter((c, i) => rows.some(r => r.cellIndex === i));
  const svcCells = SVC_CELLS.filter((c, i) => svcRows.some(r => r.cellIndex === i));
  const byKey = new Map(rows.map(r => [r.run + "|" + r.lib.id + "|" + CELL_KEY(r.cell), r]));
  const svcByKey = new Map(svcRows.map(r => [r.run + "|" + r.lib.id + "|" + SVC_KEY(r.cell), r]));
  const lines = [];
  runs.forEach(run => D.libs.filter(libAllowed).forEach(lib => {
    if (rows.some(r => r.lib === lib && r.run === run) || svcRows.some(r => r.lib === lib && r.run === run)) {
      lines.push({ lib, run, attrs: { "data-lib": lib.id, "data-run": runName(run) } });
    }
  }));
  const columns = [{ key: "lib", label: "library", value: l => D.libs.indexOf(l.lib),
    cell: l => el("td", { class: "lib" }, libLabel(l.lib), runs.length > 1 ? el("span", { class: "muted", title: runName(l.run) }, " · " + runShort(l.run)) : null) }];
  cells.forEach(c => columns.push({
    key: CELL_KEY(c), label: c.label + " · " + c.direction, headClass: "col",
    value: l => { const r = byKey.get(l.run + "|" + l.lib.id + "|" + CELL_KEY(c)); return r ? num(r.speedup) : null; },
    cell: l => {
      const r = byKey.get(l.run + "|" + l.lib.id + "|" + CELL_KEY(c));
      if (!r) return td("", { class: "v", title: l.lib.id + " does not run " + c.label });
      const h = heatColour(r.speedup, approx(r) !== "");
      return el("td", {
        class: "v" + (h.dark ? " dark" : "") + (r.unreliable ? " unreliable" : ""), style: "background-color:" + h.bg, "data-cell": CELL_KEY(c),
        "data-speedup": r.speedup, title: r.lib.id + " · " + CELL_KEY(c) + (runs.length > 1 ? " · " + runName(r.run) : "") + "\n"
          + fmtSpeedupOf(r) + " " + fmtInterval(r) + rerunNote(r) + "\n" + speeds(r)
          + (marksTitle(r.lib, r) ? "\n" + marksTitle(r.lib, r) : ""),
        onclick: () => { state.view = "ranking"; state.cell = CELL_KEY(c); state.sort = null; commit(); }
      }, approx(r) + fmtRatio(r.speedup) + (r.unreliable ? "~" : "") + (r.hostSensitive ? "◇" : ""));
    }
  }));
  svcCells.forEach((c, i) => columns.push({
    key: SVC_KEY(c), label: SVC_KEY(c), headClass: "col svc" + (i === 0 ? " svc-first" : ""),
    title: c.measure === "cold" ? "cold start: Jackson's time from a fresh JVM to the first " + c.direction + " ÷ the library's; sort"
      : "scaling efficiency at " + c.threads + " threads: ops/s ÷ (" + c.threads + " × 1-thread ops/s); sort",
    value: l => { const r = svcByKey.get(l.run + "|" + l.lib.id + "|" + SVC_KEY(c)); return r ? num(r.ratio) : null; },
    cell: l => {
      const r = svcByKey.get(l.run + "|" + l.lib.id + "|" + SVC_KEY(c));
      const cls = "v svc" + (i === 0 ? " svc-first" : "");
      if (!r || r.ratio === null) return td("", { class: cls, title: l.lib.id + ": not measured" });
      const even = svcApprox(r);
      const h = c.measure === "cold" ? heatColour(r.ratio, even !== "") : efficiencyColour(r.ratio);
      return el("td", {
        class: cls + (h.dark ? " dark" : ""), style: "background-color:" + h.bg, "data-svc": SVC_KEY(c), "data-ratio": r.ratio,
        title: r.lib.id + " · " + SVC_KEY(c) + (runs.length > 1 ? " · " + runName(r.run) : "") + "\n" + even + fmtRatio(r.ratio)
          + (r.lo === null ? "" : " [" + fmtRatio(r.lo) + ", " + fmtRatio(r.hi) + "]") + "\n" + svcValue(r) + " · " + r.forks + " forks"
      }, even + fmtRatio(r.ratio));
    }
  }));
  const out = cells.length ? [el("p", { class: "muted" }, "Speedup per cell (blue faster than Jackson, brown slower; ≈ and pale: the 95% interval contains 1; "
    + "hatched and ~: interval wider than ±30%). "
    + "Click a value for that cell's ranking; a column header sorts.")] : [];
  if (svcCells.length) {
    out.push(el("p", { class: "muted", id: "svc-legend" }, "Right of the thick rule: service conditions, their own benchmarks and part of no speedup. "
      + "cold = Jackson's time from a fresh JVM to the first encode (or encode and decode) ÷ the library's, on the same colours (blue: ready sooner); "
      + "threads ×N = scaling efficiency, N-thread ops/s ÷ (N × 1-thread ops/s), green toward 1 (perfect). Hover for the 95% interval; all figures: the Service view."));
  }
  out.push(sortableTable("heat", columns, lines, null, runGroups()));
  return out;
}

// ≈ on a cold start ratio (Jackson's time ÷ the library's) whose interval contains 1; thread efficiency is no ratio to Jackson
function svcApprox(r) { return r.cell.measure === "cold" && r.ratio !== null ? approx(r) : ""; }

function svcValue(r) {
  const unit = r.cell.unit;
  if (r.value === null) return "–";
  return (unit === "ops/s" ? fmtBig(r.value) : fmtNs(r.value)) + " " + unit;
}

function cellChoice(rows) {
  const keys = uniq(rows.map(r => CELL_KEY(r.cell)));
  const cell = keys.includes(state.cell) ? state.cell : keys[0];
  const select = el("select", { id: "cell", "aria-label": "cell",
    onchange: e => { state.cell = e.target.value; commit(); } }, keys.map(k => el("option", { value: k, selected: k === cell }, k)));
  return { cell, select };
}

// a label cut to about n characters (12 px text), the whole of it in the bar's tooltip
function fit(text, n) { return text.length <= n ? text : text.slice(0, Math.max(3, Math.floor(n) - 1)) + "…"; }

function logAxis(lo, hi) {
  const ticks = [];
  for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++) {
    [1, 2, 5].forEach(m => { const t = m * Math.pow(10, e); if (t >= lo && t <= hi) ticks.push(t); });
  }
  return ticks;
}

function viewRanking(rows) {
  const { cell, select } = cellChoice(rows);
  if (!cell) return [select];
  const inCell = rows.filter(r => CELL_KEY(r.cell) === cell && r.speedup !== null);
  // each selected run ranked on its own, one after the other: two runs' figures are two rankings, not one
  const groups = selectedRuns().map(run => inCell.filter(r => r.run === run).sort((a, b) => b.speedup - a.speedup)).filter(g => g.length);
  groups.forEach(g => g.forEach((r, i) => { r.rank = i + 1; }));
  const ranked = groups.flat();
  const headed = groups.length > 1;
  // the chart's lines: a heading line before each run's bars when there are several
  const lines = groups.flatMap(g => (headed ? [{ head: g[0].run }] : []).concat(g.map(r => ({ r }))));
  const label = r => r.lib.id + marksOf(r.lib, r);
  const lo = Math.min(1, ...ranked.map(r => judged(r).lo ?? r.speedup)) / 1.15;
  const hi = Math.max(1, ...ranked.map(r => judged(r).hi ?? r.speedup)) * 1.15;
  // drawn at the width it is shown at, so its text stays 12 px on a phone and on a desktop
  const width = Math.max(300, Math.min(960, document.getElementById("view").clientWidth || 960));
  const left = Math.min(width * 0.42, 16 + 7 * Math.max(...ranked.map(r => label(r).length), 8)), right = 60, rowH = 20, top = 24;
  const x = v => left + (Math.log(v) - Math.log(lo)) / (Math.log(hi) - Math.log(lo)) * (width - left - right);
  const bottom = top + lines.length * rowH;
  const svg = el("svg:svg", { class: "chart", width, viewBox: "0 0 " + width + " " + (bottom + 10), role: "img",
    "aria-label": "libraries ranked by speedup in " + cell + ", log axis, 95% intervals" });
  logAxis(lo, hi).forEach(t => {
    svg.append(el("svg:line", { class: t === 1 ? "one" : "grid", x1: x(t), x2: x(t), y1: top - 4, y2: bottom }));
    svg.append(el("svg:text", { x: x(t), y: top - 8, "text-anchor": "middle" }, fmtRatio(t).replace(/\.?0+$/, "") + "×"));
  });
  lines.forEach((line, i) => {
    const y = top + i * rowH;
    if (line.head !== undefined) {
      svg.append(el("svg:text", { class: "group-head", x: 4, y: y + 14, "data-run": runName(line.head) }, "run " + runName(line.head)));
      return;
    }
    const r = line.r, whiskers = judged(r);
    const g = el("svg:g", { class: "bar", "data-lib": r.lib.id, "data-run": runName(r.run), "data-lo": whiskers.lo, "data-hi": whiskers.hi },
      el("svg:title", {}, label(r) + (headed ? " · " + runName(r.run) : "") + ": " + fmtSpeedupOf(r) + " " + fmtInterval(r) + rerunNote(r)
        + "\n" + speeds(r)),
      el("svg:text", { x: left - 6, y: y + 14, "text-anchor": "end" }, fit(label(r), (left - 10) / 6.8)),
      el("svg:rect", { x: Math.min(x(1), x(r.speedup)), y: y + 3, width: Math.max(1, Math.abs(x(r.speedup) - x(1))), height: rowH - 6,
        fill: r.lib.colour, opacity: r.unreliable ? 0.55 : 0.9 }));
    if (whiskers.lo !== null) {
      g.append(el("svg:line", { x1: x(whiskers.lo), x2: x(whiskers.hi), y1: y + rowH / 2, y2: y + rowH / 2, stroke: "#111", "stroke-width": 1.5 }));
      [whiskers.lo, whiskers.hi].forEach(v => g.append(el("svg:line", { x1: x(v), x2: x(v), y1: y + 5, y2: y + rowH - 5, stroke: "#111" })));
    }
    g.append(el("svg:text", { class: "figure", x: x(Math.max(whiskers.hi ?? r.speedup, r.speedup, 1)) + 4, y: y + 14 }, fmtSpeedupOf(r)));
    svg.append(g);
  });
  return [el("div", { class: "controls" }, el("label", {}, "cell ", select)), svg,
    resultTable(ranked, "-speedup", true)];
}

// The figures of a set of rows: speed beside bytes and B/op, every column sortable
function resultTable(list, defaultSort, ranked) {
  const multi = selectedRuns().length > 1;
  const cols = [];
  if (ranked) cols.push({ key: "rank", label: "#", value: r => r.rank, cell: r => td(String(r.rank)) });
  cols.push({ key: "lib", label: "library", value: r => r.lib.id, cell: r => el("td", { class: "lib" }, libLabel(r.lib, r)) });
  if (multi) cols.push({ key: "run", label: "run", value: r => runName(r.run), cell: r => td(runShort(r.run), { class: "text", title: runName(r.run) }) });
  if (!ranked) {
    cols.push({ key: "cell", label: "cell", value: r => r.cellIndex, cell: r => td(r.cell.label, { class: "text" }) });
    cols.push({ key: "dir", label: "direction", value: r => r.cell.direction, cell: r => td(r.cell.direction, { class: "text" }) });
  }
  cols.push(
    { key: "speedup", label: "speedup", value: r => num(r.speedup), title: "speedup vs Jackson; ≈: its 95% interval contains 1; sort",
      cell: r => td(fmtSpeedupOf(r), { class: "speedup", "data-value": r.speedup, title: speeds(r) }) },
    { key: "ci", label: "95% interval", value: r => num(r.lo),
      title: "the run's own 95% interval, for this run's mean (a consensus: for the pooled ratio); sort",
      cell: r => td(fmtInterval(r), { class: "ci" }) });
  if (HAS_RERUN) cols.push({ key: "rerun", label: "rerun 95%", value: r => num(r.rlo),
    title: "where an independent rerun on the same host family lands (results.csv rerun_low, rerun_high; a consensus: "
      + "your rerun of the chosen rounds); sort",
    cell: r => td(fmtRerun(r), { class: "rerun" }) });
  cols.push(
    { key: "half", label: "±", value: r => r.halfWidth, cell: r => td(r.halfWidth === null ? "" : "±" + Math.round(r.halfWidth * 100) + "%") },
    { key: "ns", label: "ns/op", value: r => num(r.nsOp), cell: r => td(fmtNs(r.nsOp), { class: "ns", "data-value": r.nsOp }) },
    { key: "ops", label: "ops/s", value: r => opsPerSecond(r), cell: r => td(fmtBig(opsPerSecond(r))) },
    { key: "mbs", label: "MB/s", value: r => mbPerSecond(r), cell: r => td(mbPerSecond(r) === null ? "–" : fmtNs(mbPerSecond(r))) },
    { key: "bytes", label: "bytes", value: r => num(r.bytes), cell: r => td(r.bytes === null ? "–" : fmtNs(r.bytes), { class: "bytes", "data-value": r.bytes }) },
    { key: "alloc", label: "B/op", value: r => num(r.alloc), cell: r => td(r.alloc === null ? "–" : fmtNs(r.alloc), { class: "alloc", "data-value": r.alloc }) },
    { key: "rounds", label: "rounds", value: r => r.rounds || null, cell: r => td(r.rounds ? String(r.rounds) : "–") });
  list.forEach(r => { r.attrs = { "data-lib": r.lib.id, "data-run": runName(r.run), "data-cell": CELL_KEY(r.cell) }; });
  return sortableTable("results", cols, list, defaultSort, runGroups());
}
