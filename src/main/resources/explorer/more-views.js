// Per-library profile, the flat table, the change between two runs, and the hostile-input table.
const DIRECTION_COLOURS = { encode: "#1f5fa8", decode: "#d95f02" };
const RUN_DASHES = ["", "6 4", "2 3", "10 3 2 3"];

function viewProfile(rows) {
  const libs = uniq(rows.map(r => r.lib));
  const lib = libs.find(l => l.id === state.plib) || libs[0];
  const select = el("select", { id: "plib", "aria-label": "library", onchange: e => { state.plib = e.target.value; commit(); } },
    libs.map(l => el("option", { value: l.id, selected: l === lib }, l.id + marksOf(l))));
  if (!lib) return [select];
  const mine = rows.filter(r => r.lib === lib && r.speedup !== null);
  const runs = uniq(mine.map(r => r.run));
  const lo = Math.min(1, ...mine.map(r => r.lo ?? r.speedup)) / 1.1, hi = Math.max(1, ...mine.map(r => r.hi ?? r.speedup)) * 1.1;
  const groups = uniq(mine.map(r => r.cell.scenario + (r.cell.digits === null ? "" : " · digits=" + r.cell.digits)));
  const legend = el("p", { class: "legend" },
    Object.entries(DIRECTION_COLOURS).map(([d, c]) => el("span", {}, el("span", { class: "swatch", style: "background:" + c }), d)),
    runs.length > 1 ? runs.map((run, i) => el("span", {}, "run " + runName(run) + ": " + (i ? "dashed" : "solid"))) : null);
  const panels = groups.map(g => {
    const part = mine.filter(r => r.cell.scenario + (r.cell.digits === null ? "" : " · digits=" + r.cell.digits) === g);
    const sizes = uniq(part.map(r => r.cell.fields)).sort((a, b) => a - b);
    const w = 240, h = 170, l = 44, rt = 12, t = 10, b = 28;
    const x = f => sizes.length === 1 ? (l + w - rt) / 2 : l + sizes.indexOf(f) / (sizes.length - 1) * (w - l - rt);
    const y = v => t + (1 - (Math.log(v) - Math.log(lo)) / (Math.log(hi) - Math.log(lo))) * (h - t - b);
    const svg = el("svg:svg", { class: "chart", viewBox: "0 0 " + w + " " + h, role: "img",
      "aria-label": lib.id + " on " + g + ": speedup by size, one line per direction" });
    logAxis(lo, hi).forEach(v => {
      svg.append(el("svg:line", { class: v === 1 ? "one" : "grid", x1: l, x2: w - rt, y1: y(v), y2: y(v) }));
      svg.append(el("svg:text", { x: l - 4, y: y(v) + 4, "text-anchor": "end" }, fmtRatio(v).replace(/\.?0+$/, "") + "×"));
    });
    sizes.forEach(f => svg.append(el("svg:text", { x: x(f), y: h - 10, "text-anchor": "middle" }, part[0].cell.sized ? "fields=" + f : "one size")));
    runs.forEach((run, ri) => Object.keys(DIRECTION_COLOURS).forEach(d => {
      const pts = part.filter(r => r.run === run && r.cell.direction === d).sort((p, q) => p.cell.fields - q.cell.fields);
      if (!pts.length) return;
      const colour = DIRECTION_COLOURS[d];
      svg.append(el("svg:polyline", { fill: "none", stroke: colour, "stroke-width": 2, "stroke-dasharray": RUN_DASHES[ri % 4] || null,
        points: pts.map(p => x(p.cell.fields) + "," + y(p.speedup)).join(" ") }));
      pts.forEach(p => {
        const dx = d === "encode" ? -3 : 3;
        const g2 = el("svg:g", { class: "point", "data-direction": d, "data-fields": p.cell.fields },
          el("svg:title", {}, lib.id + " · " + CELL_KEY(p.cell) + (runs.length > 1 ? " · " + runName(run) : "") + ": "
            + fmtSpeedupOf(p) + " " + fmtInterval(p) + rerunNote(p) + "\n" + speeds(p)));
        if (p.lo !== null) g2.append(el("svg:line", { x1: x(p.cell.fields) + dx, x2: x(p.cell.fields) + dx, y1: y(p.lo), y2: y(p.hi), stroke: colour }));
        g2.append(el("svg:circle", { cx: x(p.cell.fields) + dx, cy: y(p.speedup), r: 3.5, fill: colour }));
        svg.append(g2);
      });
    }));
    return el("div", { class: "panel" }, el("h3", {}, g), svg);
  });
  return [el("div", { class: "controls" }, el("label", {}, "library ", select),
    el("span", { class: "muted", title: marksTitle(lib) || null }, marksTitle(lib).replace(/\n/g, " · ") || "")),
    legend, el("div", { class: "panels" }, panels), resultTable(mine, null, false)];
}

const TABLE_LIMIT = 3000;
function viewTable(rows) {
  const shown = rows.slice(0, TABLE_LIMIT);
  return [rows.length > TABLE_LIMIT ? el("p", { class: "muted" }, "The first " + TABLE_LIMIT + " of " + rows.length + " results: narrow the filters to see the rest.") : null,
    resultTable(shown, null, false)];
}

function viewChange(rows) {
  const names = D.runs.map(r => r.name);
  // A: the page's first run (a comparison's own run, as in its COMPARE.md), B: the next
  const a = names.includes(state.a) ? state.a : names[0];
  const b = names.includes(state.b) && state.b !== a ? state.b : names.find(n => n !== a);
  const pick = (id, value, key) => el("select", { id, "aria-label": key === "a" ? "run A" : "run B",
    onchange: e => { state[key] = e.target.value; commit(); } }, names.map(n => el("option", { value: n, selected: n === value }, n)));
  const ia = names.indexOf(a), ib = names.indexOf(b);
  const inB = new Map(ROWS.filter(r => r.run === ib).map(r => [r.lib.id + "|" + CELL_KEY(r.cell), r]));
  const pairs = [];
  ROWS.filter(r => r.run === ia && libAllowed(r.lib) && cellAllowed(r.cell)).forEach(ra => {
    const rb = inB.get(ra.lib.id + "|" + CELL_KEY(ra.cell));
    if (!rb || ra.speedup === null || rb.speedup === null) return;
    const disjoint = ra.lo !== null && rb.lo !== null && (ra.lo > rb.hi || ra.hi < rb.lo);
    // B against A's rerun interval: where an independent rerun of A on its host family would land
    const outsideRerun = ra.rlo === null ? null : rb.speedup < ra.rlo || rb.speedup > ra.rhi;
    pairs.push({ a: ra, b: rb, change: ra.speedup / rb.speedup, nsChange: ra.nsOp / rb.nsOp, disjoint, outsideRerun,
      attrs: { "data-lib": ra.lib.id, "data-cell": CELL_KEY(ra.cell) } });
  });
  const changes = pairs.filter(p => !p.a.baseline).map(p => Math.abs(Math.log(p.change))).sort((x, y) => x - y);
  const median = changes.length ? Math.exp(changes[Math.floor(changes.length / 2)]) - 1 : null;
  // the change first, right after what it is of: the runs' own figures follow it, so it is never the column cut off
  const cols = [
    { key: "lib", label: "library", value: p => p.a.lib.id, cell: p => el("td", { class: "lib" }, libLabel(p.a.lib, p.a)) },
    { key: "cell", label: "cell", value: p => p.a.cellIndex, cell: p => td(CELL_KEY(p.a.cell), { class: "text" }) },
    { key: "change", label: "A ÷ B", title: "A's speedup ÷ B's: above 1, the library gained on Jackson in A; sort",
      value: p => p.change, cell: p => td(fmtRatio(p.change), { class: "change", "data-value": p.change }) },
    { key: "moved", label: "intervals apart", title: "the two runs' 95% intervals do not overlap; sort",
      value: p => p.disjoint ? 1 : 0, cell: p => td(p.disjoint ? "yes" : "", { class: "moved" }) }];
  const rerun = pairs.some(p => p.outsideRerun !== null);
  if (rerun) cols.push({ key: "rerun", label: "B outside A's rerun 95%", value: p => p.outsideRerun === null ? null : p.outsideRerun ? 1 : 0,
    title: "B's ratio outside A's rerun 95% interval (where an independent rerun of A on its host family lands); sort",
    cell: p => td(p.outsideRerun === null ? "" : p.outsideRerun ? "yes" : "no", { class: "rerun-check" }) });
  cols.push(
    { key: "sa", label: "speedup A", title: "speedup in A, " + a + ", with its 95% interval; sort", value: p => p.a.speedup,
      cell: p => td(fmtSpeedupOf(p.a) + " " + fmtInterval(p.a), { class: "speedup-a", title: speeds(p.a) }) },
    { key: "sb", label: "speedup B", title: "speedup in B, " + b + ", with its 95% interval; sort", value: p => p.b.speedup,
      cell: p => td(fmtSpeedupOf(p.b) + " " + fmtInterval(p.b), { class: "speedup-b", title: speeds(p.b) }) },
    { key: "nsa", label: "ns/op A", value: p => p.a.nsOp, cell: p => td(fmtNs(p.a.nsOp)) },
    { key: "nsb", label: "ns/op B", value: p => p.b.nsOp, cell: p => td(fmtNs(p.b.nsOp)) },
    { key: "nschange", label: "ns/op A ÷ B", value: p => p.nsChange, cell: p => td(fmtRatio(p.nsChange)) });
  return [el("div", { class: "controls" }, el("label", {}, "A ", pick("run-a", a, "a")), el("label", {}, "B ", pick("run-b", b, "b"))),
    el("p", { class: "muted", id: "change-summary" }, pairs.length + " results in both runs; " + pairs.filter(p => p.disjoint).length
      + " with the two 95% intervals apart (a quick screen, not the comparison's test: see the run's COMPARE.md); median |change| of the ratios "
      + (median === null ? "–" : (median * 100).toFixed(1) + "%") + ". A ÷ B above 1: the library gained on Jackson in A."
      + (rerun ? " " + pairs.filter(p => p.outsideRerun).length + " of " + pairs.filter(p => p.outsideRerun !== null).length
        + " of B's ratios lie outside A's rerun 95% interval, where an independent rerun of A on its host family lands about 95% of the time." : "")),
    sortableTable("change", cols, pairs, "-change")];
}

function viewSafety() {
  const H = D.hostile;
  const libs = D.libs.filter(libAllowed);
  const cols = [{ key: "lib", label: "library", value: l => D.libs.indexOf(l), cell: l => el("td", { class: "lib" }, libLabel(l)) },
    { key: "verdict", label: "as configured", value: l => l.hostile, cell: l => td(l.hostile, { class: "text verdict" }) }];
  H.inputs.forEach((input, i) => cols.push({ key: "in-" + input.id, label: input.label, title: input.description,
    value: l => H.outcomes[l.id] ? H.outcomes[l.id][i][1] : null,
    cell: l => {
      const o = H.outcomes[l.id] && H.outcomes[l.id][i];
      if (!o) return td("–", { class: "text" });
      const failure = o[2];
      return td(o[1], { class: "text " + (failure ? "outcome-fail" : "outcome-" + o[0]), "data-outcome": o[0] });
    } }));
  libs.forEach(l => l.attrs = { "data-lib": l.id });
  return [el("p", { class: "muted" }, "Each library as the suite configures it, given one hostile input at a time (the published hostile-input table). "
    + "Shaded: the input took the process down (out of memory, stack overflow, …): such a library needs a size or depth limit in front of it before it reads untrusted bytes."),
    sortableTable("safety", cols, libs, null)];
}

// Every service-conditions figure (service.csv): cold start, warm-up, threads, each library's own row
const SVC_MEASURE_LABELS = { cold: "cold start", warmup: "warm-up to within 10%", threads: "threads (shared setup)",
  "threads-own-codec": "threads (own codec per thread)" };
function viewService() {
  const list = selectedServiceRows();
  const multi = selectedRuns().length > 1;
  const cols = [{ key: "lib", label: "library", value: r => r.lib.id, cell: r => el("td", { class: "lib" }, libLabel(r.lib)) }];
  if (multi) cols.push({ key: "run", label: "run", value: r => runName(r.run), cell: r => td(runShort(r.run), { class: "text", title: runName(r.run) }) });
  cols.push(
    { key: "measure", label: "measure", value: r => r.cell.measure, cell: r => td(SVC_MEASURE_LABELS[r.cell.measure] || r.cell.measure, { class: "text" }) },
    { key: "case", label: "case", value: r => r.cell.label, cell: r => td(r.cell.label, { class: "text" }) },
    { key: "dir", label: "direction", value: r => r.cell.direction, cell: r => td(r.cell.direction, { class: "text" }) },
    { key: "threads", label: "threads", value: r => r.cell.threads, cell: r => td(String(r.cell.threads)) },
    { key: "value", label: "value", value: r => num(r.value), cell: r => td(svcValue(r), { class: "value", "data-value": r.value }) },
    { key: "ratio", label: "× vs Jackson / efficiency", value: r => num(r.ratio),
      title: "cold start: Jackson's time ÷ the library's; threads at N ≥ 2: N-thread ops/s ÷ (N × 1-thread ops/s); sort",
      cell: r => td(r.ratio === null ? "" : svcApprox(r) + fmtRatio(r.ratio), { class: "ratio", "data-value": r.ratio }) },
    { key: "ci", label: "95% interval", value: r => num(r.lo), cell: r => td(r.lo === null ? "" : "[" + fmtRatio(r.lo) + ", " + fmtRatio(r.hi) + "]", { class: "ci" }) },
    { key: "forks", label: "forks", value: r => r.forks, cell: r => td(String(r.forks)) },
    { key: "note", label: "note", value: r => r.note, cell: r => td(r.note || "", { class: "text" }) });
  list.forEach(r => { r.attrs = { "data-lib": r.lib.id, "data-svc": SVC_KEY(r.cell) }; });
  return [el("p", { class: "muted" }, "Service conditions: their own benchmarks (plain JMH), apart from the steady-state matrix and part of no speedup. "
    + "How they are measured and what they do not show: docs/METHODOLOGY.md, \"Service conditions\"."),
    sortableTable("service", cols, list, null, runGroups())];
}
