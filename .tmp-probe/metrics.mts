import { startServer } from "../src/service/server.ts";
for (const perEnv of [false, true]) {
  const s = await startServer({ port: 0, store: "memory", workers: 0, secret: "x".repeat(32), metricsPerEnv: perEnv, logger: false, dataDir: "/tmp/rlve-metrics-probe" });
  for (let i = 0; i < 120; i++)
    await fetch(`${s.url}/v1/runs`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ run_id: `r${i}`, environments: "all" }) });
  for (let k = 0; k < 3; k++) {
    const t = performance.now();
    const body = await (await fetch(`${s.url}/metrics`)).text();
    console.log(`perEnv=${perEnv} scrape ${k}: ${(performance.now() - t).toFixed(1)} ms, ${(body.length / 1024).toFixed(0)} KiB, ${body.split("\n").filter((l) => l && !l.startsWith("#")).length} series`);
  }
  await s.close();
}
