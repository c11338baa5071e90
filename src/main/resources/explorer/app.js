// Filters, tabs and the permalink: every change goes through commit(), which writes the hash and renders.
const VIEW_LABELS = { heatmap: "Heatmap", ranking: "Ranking (one cell)", profile: "Library profile", table: "Table",
  change: "Change between runs", safety: "Untrusted-input safety", service: "Service conditions" };
const RENDER = { heatmap: viewHeatmap, ranking: viewRanking, profile: viewProfile, table: viewTable, change: viewChange, safety: viewSafety,
  service: viewService };
const DIMENSION_LABELS = { run: "Run", family: "Family", lib: "Library", scenario: "Scenario", dir: "Direction", fields: "Fields", digits: "Digits" };

function commit() {
  const hash = hashOf(state);
  if (location.hash !== hash) history.replaceState(null, "", hash || location.pathname + location.search);
  render();
}

function load() {
  const parsed = parseHash(location.hash);
  Object.assign(state, parsed.state);
  buildFilters();
  render(parsed.unknown);
}

function checkbox(d, value, label, extra) {
  const id = "f-" + d + "-" + value.replace(/[^A-Za-z0-9_-]/g, "_");
  const box = el("input", { type: "checkbox", id, name: d, value, checked: allows(d, value) && (state.sets[d].size > 0 || true),
    onchange: () => {
      const all = DIMENSIONS[d];
      const checked = [...document.querySelectorAll("input[name='" + d + "']")].filter(b => b.checked).map(b => b.value);
      state.sets[d] = new Set(checked.length === all.length ? [] : checked.length ? checked : ["\u0000none"]);
      commit();
    } });
  return el("label", { for: id, "data-value": value }, box, extra || null, label);
}

function buildFilters() {
  const form = document.getElementById("filters");
  form.replaceChildren();
  Object.keys(DIMENSIONS).forEach(d => {
    const values = DIMENSIONS[d];
    if (values.length < 2 && d !== "lib") return;
    const fs = el("fieldset", { id: "fs-" + d }, el("legend", {}, DIMENSION_LABELS[d]));
    if (d === "lib") {
      const search = el("input", { type: "search", id: "lib-search", placeholder: "search libraries", "aria-label": "search libraries",
        oninput: e => {
          const q = e.target.value.trim().toLowerCase();
          fs.querySelectorAll(".liblist label").forEach(l => { l.hidden = q !== "" && !l.dataset.value.includes(q); });
        } });
      const setAll = on => () => {
        const visible = [...fs.querySelectorAll(".liblist label")].filter(l => !l.hidden).map(l => l.dataset.value);
        const current = new Set(state.sets.lib.size ? state.sets.lib : DIMENSIONS.lib);
        current.delete("\u0000none");
        visible.forEach(v => on ? current.add(v) : current.delete(v));
        state.sets.lib = new Set(current.size === DIMENSIONS.lib.length ? [] : current.size ? current : ["\u0000none"]);
        syncFilters();
        commit();
      };
      fs.append(search, el("div", { class: "controls" },
        el("button", { type: "button", class: "small", id: "lib-all", onclick: setAll(true) }, "select shown"),
        el("button", { type: "button", class: "small", id: "lib-none", onclick: setAll(false) }, "clear shown")),
        el("div", { class: "liblist" }, D.libs.map(l => checkbox("lib", l.id, " " + l.id + (marksOf(l) ? " " + marksOf(l) : ""), swatch(l.colour)))));
    } else if (d === "family") {
      D.families.forEach(f => fs.append(checkbox(d, f.id, " " + f.label, swatch(f.colour))));
    } else {
      values.forEach(v => fs.append(checkbox(d, v, " " + v)));
    }
    form.append(fs);
  });
  if (CONSENSUS_RUNS.length) {
    // next to the runs, since it changes what a consensus among them shows
    const rounds = el("fieldset", { id: "fs-rounds" }, el("legend", {}, "Consensus"),
      el("label", { for: "f-rounds", class: "wrap" }, "your rerun: ",
        el("select", { id: "f-rounds", onchange: e => { state.rounds = Number(e.target.value); commit(); } },
          READER_ROUNDS.map(n => el("option", { value: n, selected: n === state.rounds }, String(n)))), " rounds"));
    const runs = form.querySelector("#fs-run");
    if (runs) runs.after(rounds); else form.prepend(rounds);
  }
  form.append(el("fieldset", { id: "fs-safe" }, el("legend", {}, "Marks"),
    el("label", { for: "f-safe", class: "wrap" }, el("input", { type: "checkbox", id: "f-safe", checked: state.safe,
      onchange: e => { state.safe = e.target.checked; commit(); } }), " safe and maintained only (no ⚠ unsafe, no ‡ legacy)"),
    el("button", { type: "button", class: "small", id: "reset", onclick: () => { Object.assign(state, parseHash("").state); syncFilters(); commit(); } }, "reset all filters")));
}

function syncFilters() {
  document.querySelectorAll("#filters input[type=checkbox][name]").forEach(b => { b.checked = allows(b.name, b.value); });
  const safe = document.getElementById("f-safe");
  if (safe) safe.checked = state.safe;
}

function render(unknown) {
  applyRounds(state.rounds);
  const rounds = document.getElementById("f-rounds");
  if (rounds) {
    rounds.value = String(state.rounds);
    // it changes only a consensus's intervals: idle while no consensus is shown
    rounds.disabled = !selectedRuns().some(i => CONSENSUS_RUNS.includes(i));
  }
  const tabs = document.getElementById("tabs");
  tabs.replaceChildren(...VIEWS.map(v => el("button", { type: "button", role: "tab", id: "tab-" + v, "aria-selected": String(v === state.view),
    "aria-controls": "view", tabindex: v === state.view ? "0" : "-1",
    onclick: () => { state.view = v; state.sort = null; commit(); document.getElementById("tab-" + v).focus(); },
    onkeydown: e => {
      const i = VIEWS.indexOf(v), step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
      if (step) { state.view = VIEWS[(i + step + VIEWS.length) % VIEWS.length]; state.sort = null; commit(); document.getElementById("tab-" + state.view).focus(); }
    } }, VIEW_LABELS[v])));
  const rows = selectedRows();
  const view = document.getElementById("view");
  view.setAttribute("data-view", state.view);
  const svc = selectedServiceRows();
  const shown = rows.length || state.view === "safety" || (state.view === "service" && svc.length)
    || (state.view === "heatmap" && svc.some(r => SVC_COLUMN(r.cell)));
  const content = shown ? RENDER[state.view](rows) : [el("p", { class: "empty" }, "Nothing matches these filters.")];
  view.replaceChildren(...[].concat(content).filter(Boolean));
  const runs = selectedRuns();
  const count = (n, word) => n + " " + word + (n === 1 ? "" : "s");
  document.getElementById("status").textContent = count(rows.length, "result") + " · " + count(uniq(rows.map(r => r.lib.id).concat(svc.map(r => r.lib.id))).length, "library").replace(/ys$/, "ies")
    + " · " + count(uniq(rows.map(r => r.cellIndex)).length, "cell")
    + (SVC_ROWS.length ? " · " + count(svc.length, "service figure") : "")
    + (D.runs.length > 1 ? " · " + runs.length + " of " + D.runs.length + " runs" : "")
    + (unknown && unknown.length ? " · ignored in the address: " + unknown.join(", ") : "");
}

// Each run's facts: the rounds it measured, and its preset by name (the whole preset, its planned rounds beside the
// measured ones when they differ, on hover)
function describeRuns() {
  const p = document.getElementById("runs");
  const planned = v => { const m = /\((\d+) rounds planned/.exec(v); return m ? " (" + m[1] + " rounds planned)" : ""; };
  const fact = ([k, v]) => k === "date" ? "date " + v.slice(0, 10) : k === "preset" ? "preset " + v.split(/[: (]/)[0] + planned(v) : k + " " + v;
  p.replaceChildren(...D.runs.map((r, i) => el("span", { class: "run", "data-run": r.name, title: r.facts.preset ? "preset " + r.facts.preset : null },
    (i ? " · " : "") + r.name + (Object.keys(r.facts).length ? " (" + Object.entries(r.facts).map(fact).join(", ") + ")" : ""))));
}

window.addEventListener("hashchange", () => {
  const parsed = parseHash(location.hash);
  Object.assign(state, parsed.state);
  syncFilters();
  render(parsed.unknown);
});
describeRuns();
if (CONSENSUS_RUNS.length) {
  document.getElementById("about").append(el("p", { class: "muted", id: "consensus-legend" },
    "A consensus (a run named after its consensus folder and host family) shows the speedup pooled over its runs, "
    + "its 95% interval that of the pooled ratio; its rerun 95% interval is where your rerun of the chosen rounds "
    + "(\"your rerun\" in the filters, by default the rounds its consensus.csv is for) on that host family lands, "
    + "and its ≈ and the ranking's whiskers follow that interval. consensus.csv holds no ns/op or B/op: –."));
}
// on a phone the filters and the reading notes start folded, so the answer is on the first screen
if (window.matchMedia("(max-width: 760px)").matches) {
  document.getElementById("filters-box").open = false;
  document.getElementById("about").open = false;
}
load();
