// The rlve dashboard: a single page over the JSON routes of /dashboard/api. Hash routes:
// #/ runs, #/run/<id> one run, #/envs the environment browser, #/env/<id> one environment, #/eval results.
// Everything from the server or from an opened file is inserted as text, never as HTML.
import uPlot from "/dashboard/vendor/uplot/uPlot.esm.js";

const POLL_MS = 2000;
const main = document.getElementById("main");
const statusEl = document.getElementById("status");

/** State shared with tests and the console: the charts on the page. */
const dashboard = { charts: {}, route: "" };
window.rlveDashboard = dashboard;

let pollTimer = 0;
let routeToken = 0;

/** Create an element: h("td", {class: "num"}, "3", child...). */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

async function api(path, init) {
  const res = await fetch(`/dashboard/api/${path}`, {
    credentials: "same-origin",
    headers: init?.body ? { "content-type": "application/json" } : undefined,
    ...init,
  });
  let body;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const msg = body?.error?.message ?? `${res.status} ${res.statusText}`;
    throw new Error(msg);
  }
  return body;
}

const fmt = {
  num: (x, d = 2) => (x === null || x === undefined || Number.isNaN(x) ? "–" : Number(x).toFixed(d)),
  pct: (x) => (x === null || x === undefined ? "–" : `${(100 * x).toFixed(1)}%`),
  int: (x) => (x === null || x === undefined ? "–" : Number(x).toLocaleString("en")),
  ago(iso) {
    if (!iso) return "–";
    const s = Math.max(0, (Date.now() - Date.parse(iso)) / 1000);
    if (s < 60) return `${Math.round(s)} s ago`;
    if (s < 3600) return `${Math.round(s / 60)} min ago`;
    if (s < 86400) return `${Math.round(s / 3600)} h ago`;
    return new Date(iso).toISOString().slice(0, 16).replace("T", " ");
  },
};

/** A distinct colour per series index (golden-angle hues, dark enough to read on white). */
function colour(i, alpha = 1) {
  const hue = (i * 137.508) % 360;
  return `hsla(${hue.toFixed(1)}, 70%, ${38 + (i % 3) * 6}%, ${alpha})`;
}

function setStatus(text) {
  statusEl.textContent = text;
}

function clearCharts() {
  for (const c of Object.values(dashboard.charts)) if (c && typeof c.destroy === "function") c.destroy();
  dashboard.charts = {};
}

/** Width for a chart inside `el`. */
function widthOf(el) {
  return Math.max(280, Math.floor(el.getBoundingClientRect().width || main.clientWidth || 800) - 8);
}

/** A table whose columns sort on click (and Enter/Space: the headers are buttons). */
function sortableTable(columns, rows, opts = {}) {
  let key = opts.sortKey ?? columns[0].key;
  let dir = opts.sortDir ?? 1;
  const tbody = h("tbody");
  const head = h(
    "tr",
    {},
    columns.map((c) =>
      h(
        "th",
        { scope: "col", class: c.num ? "num" : undefined, "aria-sort": "none", "data-key": c.key },
        h("button", { class: "sort", type: "button", onclick: () => sortBy(c.key) }, c.label),
      ),
    ),
  );
  const table = h("table", { class: opts.class }, h("thead", {}, head), tbody);
  function render() {
    const sorted = rows.slice().sort((a, b) => {
      const x = a[key];
      const y = b[key];
      if (x === y) return 0;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      return (x < y ? -1 : 1) * dir;
    });
    tbody.replaceChildren(
      ...sorted.map((r) =>
        h(
          "tr",
          { class: opts.rowClass?.(r), "data-id": opts.rowId?.(r) },
          columns.map((c) => h("td", { class: c.num ? "num" : undefined }, c.cell ? c.cell(r) : r[c.key])),
        ),
      ),
    );
    for (const th of head.children) {
      th.setAttribute(
        "aria-sort",
        th.dataset.key === key ? (dir === 1 ? "ascending" : "descending") : "none",
      );
    }
  }
  function sortBy(k) {
    if (k === key) dir = -dir;
    else {
      key = k;
      dir = 1;
    }
    render();
  }
  render();
  return h("div", { class: "scroll" }, table);
}

function card(label, value) {
  return h("div", { class: "card" }, h("div", { class: "v" }, value), h("div", { class: "k" }, label));
}

// ---------------------------------------------------------------- runs overview

async function showRuns(token) {
  const data = await api("overview");
  if (token !== routeToken) return;
  const rows = data.runs;
  const body = [
    h("h1", {}, "Runs"),
    h(
      "p",
      { class: "muted" },
      `${rows.length} run${rows.length === 1 ? "" : "s"} on this server; ${data.environments} environments registered. Updates every ${POLL_MS / 1000} s.`,
    ),
  ];
  if (rows.length === 0) {
    body.push(
      h(
        "p",
        {},
        "No runs yet. Create one with ",
        h("code", {}, "POST /v1/runs"),
        " or ",
        h("code", {}, "rlve run create"),
        ".",
      ),
    );
  } else {
    body.push(
      sortableTable(
        [
          {
            key: "run_id",
            label: "Run",
            cell: (r) => h("a", { href: `#/run/${encodeURIComponent(r.run_id)}` }, r.run_id),
          },
          { key: "environments", label: "Environments", num: true },
          {
            key: "samples_scored",
            label: "Samples scored",
            num: true,
            cell: (r) => fmt.int(r.samples_scored),
          },
          { key: "mean_h", label: "Mean h", num: true, cell: (r) => fmt.num(r.mean_h) },
          { key: "max_h", label: "Max h", num: true },
          {
            key: "effective_prompt_ratio",
            label: "Effective prompt ratio",
            num: true,
            cell: (r) => fmt.pct(r.effective_prompt_ratio),
          },
          { key: "stuck", label: "Stuck", num: true },
          { key: "at_max", label: "At max", num: true },
          { key: "last_activity", label: "Last activity", cell: (r) => fmt.ago(r.last_activity) },
        ],
        rows,
        { sortKey: "last_activity", sortDir: -1, rowId: (r) => r.run_id, class: "runs" },
      ),
    );
  }
  main.replaceChildren(...body);
  setStatus(`updated ${new Date().toLocaleTimeString()}`);
  pollTimer = setTimeout(() => refresh(token, showRuns), POLL_MS);
}

// ---------------------------------------------------------------- one run

const runView = { id: "", version: -1, selected: new Set(), filter: "", data: null };

function levelChart(el, levels, selected) {
  const any = selected.size > 0;
  const series = [{ label: "problem" }];
  levels.envs.forEach((env, i) => {
    const on = !any || selected.has(env);
    series.push({
      label: env,
      stroke: on ? colour(i) : "rgba(140,140,140,0.25)",
      width: any && on ? 2.5 : 1.25,
      paths: uPlot.paths.stepped({ align: 1 }),
      points: { show: false },
    });
  });
  const opts = {
    width: widthOf(el),
    height: 320,
    scales: { x: { time: false } },
    axes: [{ label: "problems issued (run sequence)" }, { label: "top level h" }],
    series,
    legend: { show: false },
    cursor: { focus: { prox: 16 } },
    focus: { alpha: 0.3 },
  };
  const u = new uPlot(opts, [levels.x, ...levels.h], el);
  el.dataset.series = String(levels.envs.length);
  return u;
}

function ratioChart(el, batches) {
  const u = new uPlot(
    {
      width: widthOf(el),
      height: 220,
      scales: { x: { time: false }, y: { range: [0, 1] } },
      axes: [{ label: "trainer step" }, { label: "ratio" }],
      series: [
        { label: "step" },
        { label: "effective prompt ratio", stroke: "#0b5cad", width: 2 },
        { label: "batch accuracy", stroke: "#b35900", width: 1.5, dash: [6, 4] },
      ],
    },
    [
      batches.map((b) => b.step),
      batches.map((b) => b.effective_prompt_ratio),
      batches.map((b) => b.accuracy),
    ],
    el,
  );
  el.dataset.series = "2";
  return u;
}

function renderRun(data) {
  clearCharts();
  const o = data.overview;
  const sel = runView.selected;
  const levelsFig = h("figure", {
    class: "chart",
    id: "levels-chart",
    "aria-label": "h over time per environment",
  });
  const picker = h("div", { class: "picker", role: "group", "aria-label": "Highlight environments" });
  const filterBox = h("input", {
    type: "search",
    placeholder: "filter environments",
    "aria-label": "Filter environments",
    value: runView.filter,
  });
  function drawPicker() {
    const q = runView.filter.toLowerCase();
    picker.replaceChildren(
      ...data.levels.envs
        .map((env, i) => ({ env, i }))
        .filter(({ env }) => env.includes(q))
        .map(({ env, i }) =>
          h(
            "label",
            {},
            h("input", {
              type: "checkbox",
              value: env,
              checked: sel.has(env),
              onchange: (ev) => {
                if (ev.target.checked) sel.add(env);
                else sel.delete(env);
                redrawLevels();
                highlightRows();
              },
            }),
            h("span", { class: "swatch", style: `background:${colour(i)}` }),
            env,
          ),
        ),
    );
  }
  filterBox.addEventListener("input", () => {
    runView.filter = filterBox.value;
    drawPicker();
  });
  function redrawLevels() {
    dashboard.charts.levels?.destroy();
    levelsFig.replaceChildren();
    dashboard.charts.levels = levelChart(levelsFig, data.levels, sel);
    levelsFig.append(
      h(
        "figcaption",
        {},
        `h of ${data.levels.envs.length} environments against the run's problem sequence${sel.size ? `; ${sel.size} highlighted` : ""}.`,
      ),
    );
  }
  const stuck = data.envs.filter((e) => e.stuck);
  const atMax = data.envs.filter((e) => e.at_max);
  const tableBox = h("div");
  function highlightRows() {
    for (const tr of tableBox.querySelectorAll("tr[data-id]"))
      tr.classList.toggle("hl", sel.has(tr.dataset.id));
  }
  const table = sortableTable(
    [
      { key: "env_id", label: "Environment" },
      { key: "h", label: "h", num: true },
      { key: "window", label: "Window", cell: (r) => `[${r.window[0]}, ${r.window[1]}]` },
      {
        key: "accuracy_at_h",
        label: "Accuracy at h",
        num: true,
        cell: (r) =>
          r.accuracy_at_h === null
            ? `– (${r.counted})`
            : [
                h("span", { class: "bar", style: `width:${Math.round(40 * r.accuracy_at_h)}px` }),
                `${fmt.pct(r.accuracy_at_h)} (${r.counted})`,
              ],
      },
      {
        key: "last_check_accuracy",
        label: "Last check",
        num: true,
        cell: (r) => fmt.pct(r.last_check_accuracy),
      },
      { key: "scored", label: "Scored", num: true, cell: (r) => fmt.int(r.scored) },
      { key: "checks", label: "Checks", num: true },
      {
        key: "checks_since_change",
        label: "State",
        cell: (r) => [
          r.stuck ? h("span", { class: "badge stuck" }, `stuck (${r.checks_since_change} checks)`) : null,
          r.at_max ? h("span", { class: "badge top" }, `at max ${r.max_level}`) : null,
          !r.stuck && !r.at_max ? (r.rises > 0 ? `rose ${r.rises}×` : "–") : null,
        ],
      },
    ],
    data.envs,
    { rowId: (r) => r.env_id, sortKey: "env_id", class: "envs" },
  );
  tableBox.append(table);
  const ratioFig = h("figure", {
    class: "chart",
    id: "ratio-chart",
    "aria-label": "effective prompt ratio per step",
  });
  main.replaceChildren(
    h("p", {}, h("a", { href: "#/" }, "← Runs")),
    h("h1", {}, `Run ${o.run_id}`),
    h(
      "div",
      { class: "cards" },
      card("environments", o.environments),
      card("samples scored", fmt.int(o.samples_scored)),
      card("mean h", fmt.num(o.mean_h)),
      card("max h", o.max_h ?? "–"),
      card("effective prompt ratio (last step)", fmt.pct(o.effective_prompt_ratio)),
      card("stuck", stuck.length),
      card("at their maximum", atMax.length),
    ),
    h(
      "p",
      { class: "muted" },
      `${data.config.schedule}; checks ${data.config.update_mode}; stuck = no change of h for ${data.stuck_checks} checks or more.`,
    ),
    h("h2", {}, "Top level h over time"),
    h("div", { class: "split" }, levelsFig, h("div", {}, filterBox, picker)),
    h("h2", {}, "Effective prompt ratio per step"),
    data.batches.length > 0
      ? ratioFig
      : h(
          "p",
          { class: "muted", id: "ratio-empty" },
          "No batches reported yet: the ratio is computed from end-of-step reports (POST /v1/runs/{run}/outcomes).",
        ),
    stuck.length + atMax.length > 0
      ? h(
          "p",
          {},
          stuck.length ? `Stuck: ${stuck.map((e) => e.env_id).join(", ")}. ` : "",
          atMax.length ? `At their maximum level: ${atMax.map((e) => e.env_id).join(", ")}.` : "",
        )
      : null,
    h("h2", {}, "Environments"),
    tableBox,
  );
  drawPicker();
  redrawLevels();
  highlightRows();
  if (data.batches.length > 0) dashboard.charts.ratio = ratioChart(ratioFig, data.batches);
}

async function showRun(token, id) {
  if (runView.id !== id) {
    runView.id = id;
    runView.version = -1;
    runView.selected = new Set();
    runView.filter = "";
  }
  const data = await api(`runs/${encodeURIComponent(id)}`);
  if (token !== routeToken) return;
  if (data.version !== runView.version) {
    runView.version = data.version;
    runView.data = data;
    renderRun(data);
  }
  setStatus(`run version ${data.version}, updated ${new Date().toLocaleTimeString()}`);
  pollTimer = setTimeout(() => refresh(token, (t) => showRun(t, id)), POLL_MS);
}

// ---------------------------------------------------------------- environment browser

let envCache = null;
const envFilter = { q: "", category: "", split: "", kind: "" };

async function envList() {
  envCache ??= (await api("envs")).envs;
  return envCache;
}

async function showEnvs(token) {
  const envs = await envList();
  if (token !== routeToken) return;
  const uniq = (k) => [...new Set(envs.map((e) => e[k]))].sort();
  const select = (label, key, values) =>
    h(
      "label",
      {},
      label,
      h(
        "select",
        {
          onchange: (ev) => {
            envFilter[key] = ev.target.value;
            draw();
          },
        },
        h("option", { value: "" }, "all"),
        values.map((v) => h("option", { value: v, selected: envFilter[key] === v }, v)),
      ),
    );
  const search = h("input", { type: "search", value: envFilter.q, placeholder: "id or title" });
  search.addEventListener("input", () => {
    envFilter.q = search.value;
    draw();
  });
  const count = h("p", { class: "muted", id: "env-count", "aria-live": "polite" });
  const box = h("div");
  function draw() {
    const q = envFilter.q.toLowerCase();
    const rows = envs.filter(
      (e) =>
        (!q ||
          e.env_id.includes(q) ||
          e.title.toLowerCase().includes(q) ||
          e.rlve_id.toLowerCase().includes(q)) &&
        (!envFilter.category || e.category === envFilter.category) &&
        (!envFilter.split || e.split === envFilter.split) &&
        (!envFilter.kind || e.answer_kind === envFilter.kind),
    );
    count.textContent = `${rows.length} of ${envs.length} environments`;
    box.replaceChildren(
      sortableTable(
        [
          {
            key: "env_id",
            label: "Environment",
            cell: (r) => h("a", { href: `#/env/${encodeURIComponent(r.env_id)}` }, r.env_id),
          },
          { key: "title", label: "Task" },
          { key: "category", label: "Category" },
          {
            key: "split",
            label: "Split",
            cell: (r) => (r.split === "held-out" ? h("span", { class: "badge ho" }, "held-out") : r.split),
          },
          { key: "answer_kind", label: "Answer" },
          { key: "max_level", label: "Max level", num: true, cell: (r) => r.max_level ?? "–" },
        ],
        rows,
        { rowId: (r) => r.env_id, class: "envs" },
      ),
    );
  }
  main.replaceChildren(
    h("h1", {}, "Environments"),
    h(
      "div",
      { class: "controls" },
      h("label", {}, "Search", search),
      select("Category", "category", uniq("category")),
      select("Split", "split", uniq("split")),
      select("Answer kind", "kind", uniq("answer_kind")),
    ),
    count,
    box,
  );
  draw();
  setStatus("");
}

async function showEnv(token, id) {
  const envs = await envList();
  const meta = envs.find((e) => e.env_id === id);
  if (!meta) throw new Error(`no environment '${id}'`);
  const detail = await api(`envs/${encodeURIComponent(id)}`);
  if (token !== routeToken) return;
  const keys = [...new Set(detail.knobs.flatMap((k) => Object.keys(k.params ?? {})))];
  // Knobs as rows and levels as columns: compact for the usual handful of knobs over 16 levels.
  const knobTable =
    keys.length === 0
      ? h("p", { class: "muted" }, "This environment has no knobs.")
      : h(
          "div",
          { class: "scroll" },
          h(
            "table",
            { class: "knobs" },
            h(
              "thead",
              {},
              h(
                "tr",
                {},
                h("th", { scope: "col" }, "level"),
                detail.knobs.map((k) => h("th", { scope: "col", class: "num" }, k.level)),
              ),
            ),
            h(
              "tbody",
              {},
              keys.map((key) =>
                h(
                  "tr",
                  {},
                  h("th", { scope: "row" }, key),
                  detail.knobs.map((k) => h("td", { class: "num" }, JSON.stringify(k.params?.[key]) ?? "–")),
                ),
              ),
            ),
          ),
        );
  const max = meta.max_level;
  const level = h("input", {
    id: "level",
    type: "number",
    min: 0,
    max: max ?? undefined,
    value: 2,
    required: true,
  });
  const seed = h("input", { id: "seed", type: "number", min: 0, value: 1, required: true });
  const promptBox = h("div", { id: "problem" });
  const form = h(
    "form",
    {
      class: "controls",
      onsubmit: async (ev) => {
        ev.preventDefault();
        await generateProblem(id, Number(level.value), Number(seed.value), promptBox);
      },
    },
    h("label", {}, `Level${max !== null && max !== undefined ? ` (0–${max})` : ""}`, level),
    h("label", {}, "Seed", seed),
    h("button", { type: "submit" }, "Generate"),
  );
  main.replaceChildren(
    h("p", {}, h("a", { href: "#/envs" }, "← Environments")),
    h("h1", {}, meta.env_id),
    h("p", {}, meta.title),
    h(
      "p",
      { class: "muted" },
      `${meta.category} · ${meta.split} · answer: ${meta.answer_kind}${meta.reward_style ? ` · reward: ${meta.reward_style}` : ""} · RLVE id ${meta.rlve_id} · version ${meta.version}${max !== null && max !== undefined ? ` · maximum level ${max}` : ""}`,
    ),
    h("h2", {}, "Knobs by level"),
    knobTable,
    h("h2", {}, "Try a problem"),
    form,
    promptBox,
  );
  setStatus("");
}

async function generateProblem(id, level, seed, box) {
  box.replaceChildren(h("p", { class: "muted" }, "Generating…"));
  let p;
  try {
    p = await api("problem", { method: "POST", body: JSON.stringify({ env_id: id, level, seed }) });
  } catch (err) {
    box.replaceChildren(h("p", { class: "error", role: "alert" }, err.message));
    return;
  }
  const ref = h("pre", { class: "prompt", id: "reference", hidden: true }, p.reference ?? "");
  const reveal = h(
    "button",
    {
      type: "button",
      class: "secondary",
      "aria-controls": "reference",
      "aria-expanded": "false",
      onclick: () => {
        ref.hidden = !ref.hidden;
        reveal.setAttribute("aria-expanded", String(!ref.hidden));
        reveal.textContent = ref.hidden ? "Reveal reference" : "Hide reference";
      },
    },
    "Reveal reference",
  );
  const answer = h("textarea", { id: "answer", rows: 4, cols: 60, placeholder: "<answer>…</answer>" });
  const result = h("div", { id: "outcome", "aria-live": "polite" });
  const form = h(
    "form",
    {
      onsubmit: async (ev) => {
        ev.preventDefault();
        result.replaceChildren(h("p", { class: "muted" }, "Scoring…"));
        try {
          const o = await api("score", {
            method: "POST",
            body: JSON.stringify({ ticket: p.ticket, response: answer.value }),
          });
          result.replaceChildren(
            h(
              "div",
              { class: `outcome ${o.accuracy === 1 ? "correct" : "wrong"}`, "data-status": o.status },
              h("strong", {}, o.status),
              ` · reward ${fmt.num(o.reward, 3)} · accuracy ${o.accuracy} · format ${o.format_score}`,
              o.reason ? h("div", {}, o.reason) : null,
            ),
          );
        } catch (err) {
          result.replaceChildren(h("p", { class: "error", role: "alert" }, err.message));
        }
      },
    },
    h("label", { for: "answer" }, "Your answer (the whole model output: the answer goes inside the markers)"),
    h("div", {}, answer),
    h("button", { type: "submit" }, "Score"),
  );
  box.replaceChildren(
    h("pre", { class: "prompt", id: "prompt" }, p.prompt),
    h("p", {}, reveal),
    ref,
    form,
    result,
  );
}

// ---------------------------------------------------------------- evaluation results

const opened = [];

function passAtK(n, c, k) {
  if (k > n) return null;
  if (n - c < k) return 1;
  let prod = 1;
  for (let i = n - c + 1; i <= n; i++) prod *= 1 - k / i;
  return 1 - prod;
}

/** Per environment and level: items, samples, Avg@k, pass@k, mean reward, errors. */
function summarizeResults(rows) {
  const groups = new Map();
  for (const r of rows) {
    if (typeof r !== "object" || r === null || typeof r.env !== "string") continue;
    const key = `${r.env}\u0000${r.level}`;
    let g = groups.get(key);
    if (!g) {
      g = { env: r.env, level: r.level, items: new Map(), samples: 0, correct: 0, reward: 0, errors: 0 };
      groups.set(key, g);
    }
    if (r.status === "error") {
      g.errors++;
      continue;
    }
    g.samples++;
    g.correct += r.accuracy === 1 ? 1 : 0;
    g.reward += Number(r.reward) || 0;
    const it = g.items.get(r.item) ?? { n: 0, c: 0 };
    it.n++;
    it.c += r.accuracy === 1 ? 1 : 0;
    g.items.set(r.item, it);
  }
  return [...groups.values()].map((g) => {
    const items = [...g.items.values()];
    const k = items.length ? Math.min(...items.map((i) => i.n)) : 0;
    const passes = items.map((i) => passAtK(i.n, i.c, k)).filter((x) => x !== null);
    return {
      env: g.env,
      level: g.level,
      items: items.length,
      samples: g.samples,
      accuracy: g.samples ? g.correct / g.samples : null,
      k,
      pass_at_k: passes.length ? passes.reduce((a, b) => a + b, 0) / passes.length : null,
      reward: g.samples ? g.reward / g.samples : null,
      errors: g.errors,
    };
  });
}

function frontierCharts(box, file, categories) {
  const byCat = new Map();
  for (const f of file.data) {
    if (typeof f !== "object" || f === null || typeof f.env !== "string") continue;
    const cat = categories.get(f.env) ?? "other";
    if (!byCat.has(cat)) byCat.set(cat, []);
    byCat.get(cat).push(f);
  }
  for (const [cat, list] of [...byCat.entries()].sort()) {
    list.sort((a, b) => b.frontier - a.frontier || a.env.localeCompare(b.env));
    const fig = h("figure", { class: "chart frontier", "aria-label": `difficulty frontier, ${cat}` });
    box.append(h("h3", {}, `${cat} (${list.length})`), fig);
    // A bar's height is frontier + 1 (the number of levels solved), labelled as the level: an
    // environment that failed level 0 has no bar, one that mastered level 0 has a bar of 1.
    const top = Math.max(1, ...list.map((f) => f.frontier + 1));
    const u = new uPlot(
      {
        width: widthOf(box),
        height: 220,
        scales: { x: { time: false, range: [-0.6, list.length - 0.4] }, y: { range: [0, top + 0.5] } },
        axes: [
          {
            values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? (list[t]?.env ?? "") : "")),
            rotate: -60,
            size: 110,
            splits: () => list.map((_, i) => i),
            font: "11px system-ui",
          },
          {
            label: "highest level",
            values: (_u, ticks) =>
              ticks.map((t) => (t === 0 ? "none" : Number.isInteger(t) ? String(t - 1) : "")),
          },
        ],
        series: [
          { label: "environment" },
          {
            label: "frontier",
            fill: "#0b5cad",
            stroke: "#0b5cad",
            paths: uPlot.paths.bars({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
        legend: { show: false },
      },
      [list.map((_, i) => i), list.map((f) => f.frontier + 1)],
      fig,
    );
    fig.dataset.series = "1";
    dashboard.charts[`frontier:${file.name}:${cat}`] = u;
    fig.append(
      h(
        "figcaption",
        {},
        list.map((f) => `${f.env} ${f.frontier < 0 ? "none" : f.frontier}${f.capped ? "+" : ""}`).join(" · "),
      ),
    );
  }
}

async function showEval(token) {
  const [fromServer, envs] = await Promise.all([api("eval"), envList()]);
  if (token !== routeToken) return;
  clearCharts();
  const categories = new Map(envs.map((e) => [e.env_id, e.category]));
  const files = [...fromServer.files, ...opened];
  const input = h("input", { type: "file", accept: ".jsonl,.json", multiple: true, id: "eval-file" });
  const errors = h("p", { class: "error", role: "alert" });
  input.addEventListener("change", async () => {
    errors.textContent = "";
    for (const f of input.files) {
      try {
        opened.push(parseEvalFile(f.name, await f.text()));
      } catch (err) {
        errors.textContent = `${f.name}: ${err.message}`;
      }
    }
    showEval(routeToken);
  });
  const out = [
    h("h1", {}, "Evaluation results"),
    h(
      "p",
      { class: "muted" },
      "Open an rlve eval results file (JSON lines) or a frontier.json; files given to ",
      h("code", {}, "rlve dashboard --eval"),
      " are listed here too. Files are read in the browser, nothing is uploaded.",
    ),
    h("div", { class: "controls" }, h("label", { for: "eval-file" }, "Open files", input)),
    errors,
  ];
  main.replaceChildren(...out);
  if (files.length === 0) main.append(h("p", {}, "No results opened."));
  for (const file of files) {
    const section = h("section", { "aria-label": file.name });
    main.append(section);
    section.append(h("h2", {}, `${file.name} (${file.kind})`));
    if (file.kind === "frontier") {
      frontierCharts(section, file, categories);
      continue;
    }
    const rows = summarizeResults(file.data);
    const samples = rows.reduce((a, r) => a + r.samples, 0);
    const correct = rows.reduce((a, r) => a + (r.accuracy ?? 0) * r.samples, 0);
    section.append(
      h(
        "div",
        { class: "cards" },
        card("environments", new Set(rows.map((r) => r.env)).size),
        card("samples", fmt.int(samples)),
        card("accuracy", fmt.pct(samples ? correct / samples : null)),
        card(
          "unanswered (errors)",
          rows.reduce((a, r) => a + r.errors, 0),
        ),
      ),
      sortableTable(
        [
          { key: "env", label: "Environment" },
          { key: "level", label: "Level", num: true },
          { key: "items", label: "Items", num: true },
          { key: "samples", label: "Samples", num: true },
          { key: "accuracy", label: "Avg@k", num: true, cell: (r) => fmt.pct(r.accuracy) },
          { key: "pass_at_k", label: "pass@k", num: true, cell: (r) => `${fmt.pct(r.pass_at_k)} (k=${r.k})` },
          { key: "reward", label: "Mean reward", num: true, cell: (r) => fmt.num(r.reward, 3) },
          { key: "errors", label: "Errors", num: true },
        ],
        rows,
        { class: "eval", rowId: (r) => `${r.env}@${r.level}` },
      ),
    );
  }
  setStatus("");
}

function parseEvalFile(name, text) {
  const t = text.trim();
  if (t.startsWith("[")) return { name, kind: "frontier", data: JSON.parse(t) };
  if (t.startsWith("{") && !t.includes("\n")) {
    const o = JSON.parse(t);
    if (Array.isArray(o.frontiers)) return { name, kind: "frontier", data: o.frontiers };
  }
  const data = t
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l, i) => {
      try {
        return JSON.parse(l);
      } catch {
        throw new Error(`line ${i + 1} is not valid JSON`);
      }
    });
  return { name, kind: "results", data };
}

// ---------------------------------------------------------------- routing

async function refresh(token, fn) {
  if (token !== routeToken) return;
  if (document.hidden) {
    pollTimer = setTimeout(() => refresh(token, fn), POLL_MS);
    return;
  }
  try {
    await fn(token);
  } catch (err) {
    setStatus(`update failed: ${err.message}`);
    pollTimer = setTimeout(() => refresh(token, fn), POLL_MS * 2);
  }
}

async function route() {
  clearTimeout(pollTimer);
  const token = ++routeToken;
  const hash = location.hash.replace(/^#\/?/, "");
  const [section = "", ...rest] = hash.split("/");
  const arg = decodeURIComponent(rest.join("/"));
  const nav = section === "run" || section === "" ? "runs" : section === "env" ? "envs" : section;
  for (const a of document.querySelectorAll("nav a")) {
    if (a.dataset.nav === nav) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  dashboard.route = hash;
  clearCharts();
  if (section !== "run") runView.id = "";
  try {
    if (section === "" || section === "runs") await showRuns(token);
    else if (section === "run") await showRun(token, arg);
    else if (section === "envs") await showEnvs(token);
    else if (section === "env") await showEnv(token, arg);
    else if (section === "eval") await showEval(token);
    else main.replaceChildren(h("p", {}, "Unknown page. "), h("a", { href: "#/" }, "Runs"));
  } catch (err) {
    if (token === routeToken)
      main.replaceChildren(h("h1", {}, "Error"), h("p", { class: "error", role: "alert" }, err.message));
  }
  document.title = `rlve · ${nav}`;
}

window.addEventListener("hashchange", route);
let resizeTimer = 0;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    for (const [name, u] of Object.entries(dashboard.charts)) {
      const el = u.root?.parentElement;
      if (el) u.setSize({ width: widthOf(el), height: name === "levels" ? 320 : u.height });
    }
  }, 150);
});
route();
